import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ZMemberConsentData, ZRrAddMemberData, type TMemberConsentRequest } from "@app/contract";
import { api } from "@/lib/api";

/** POST /api/rr/members — the Add Member form (multipart, with an optional photo). */
export function useAddMember() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => api("/rr/members", { method: "POST", body: form, auth: "rr" }, ZRrAddMemberData),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["rr"] }),
  });
}

/** POST /api/rr/member-consent — the member confirms the ad with the OTP sent to their phone. */
export function confirmMemberAd(body: TMemberConsentRequest) {
  return api("/rr/member-consent", { method: "POST", body, auth: "none", ignore401: true }, ZMemberConsentData);
}
