import { ZMemberUserData, type TMemberUser } from "@app/contract";
import { api } from "@/lib/api";

/** PUT /api/auth/profile with the email only (the mobile number changes only through OTP verification). */
export function updateEmail(email: string): Promise<{ user: TMemberUser }> {
  return api("/auth/profile", { method: "PUT", body: { email } }, ZMemberUserData);
}
