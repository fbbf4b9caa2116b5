import { useCallback, useMemo } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router";
import type { TSessionUser } from "@app/contract";
import { RegistrationPage } from "@/features/registration";

/** /register and /register/:referCode: the Post Ad form; afterwards the post-registration page. */
export default function RegisterRoute() {
  const { referCode } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const onRegistered = useCallback((user: TSessionUser) => navigate(`/post-reg/${user.id}`), [navigate]);
  // ?gender=Female&phone=98… from the home page's free-registration box.
  const gender = params.get("gender");
  const phone = params.get("phone");
  const prefill = useMemo(
    () => ({ ...(gender === "Male" || gender === "Female" ? { gender } : {}), ...(phone && /^\d{10}$/.test(phone) ? { phone } : {}) }),
    [gender, phone],
  );
  return <RegistrationPage key={referCode ?? ""} referCode={referCode} onRegistered={onRegistered} prefill={prefill} />;
}
