import { useCallback } from "react";
import { useNavigate, useParams } from "react-router";
import type { TSessionUser } from "@app/contract";
import { RegistrationPage } from "@/features/registration";

/** /register and /register/:referCode: the Post Ad form; afterwards the post-registration page. */
export function Component() {
  const { referCode } = useParams();
  const navigate = useNavigate();
  const onRegistered = useCallback((user: TSessionUser) => navigate(`/post-reg/${user.id}`), [navigate]);
  return <RegistrationPage key={referCode ?? ""} referCode={referCode} onRegistered={onRegistered} />;
}
