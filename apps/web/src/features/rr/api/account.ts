import { useQuery } from "@tanstack/react-query";
import { ZRrLoginData, ZRrUserData, type TRrLoginData, type TRrLoginRequest, type TRrUser } from "@app/contract";
import { z } from "zod";
import { api } from "@/lib/api";

/** POST /api/rr/register — a new RR account (inactive until an admin activates it). */
export function rrRegister(body: { name: string; email: string; password: string; mobileNo: string }): Promise<{ rrUser: TRrUser }> {
  return api("/rr/register", { method: "POST", body: { ...body, commission: 5 }, auth: "none", ignore401: true }, ZRrUserData);
}

/** POST /api/rr/login — e-mail and password; answers the RR token and user. */
export function rrLogin(body: TRrLoginRequest): Promise<TRrLoginData> {
  return api("/rr/login", { method: "POST", body, auth: "none", ignore401: true }, ZRrLoginData);
}

/** POST /api/rr/logout — ends the RR's session. */
export function rrLogout() {
  return api("/rr/logout", { method: "POST", auth: "rr", ignore401: true }, z.unknown());
}

/** GET /api/rr/me — the signed-in RR (a 401 clears the RR token and opens /rr-login). */
export function useRrMe() {
  return useQuery({
    queryKey: ["rr", "me"],
    queryFn: () => api("/rr/me", { auth: "rr" }, ZRrUserData),
    staleTime: 30_000,
  });
}
