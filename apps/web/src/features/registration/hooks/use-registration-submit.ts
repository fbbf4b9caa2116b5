import { useCallback, useEffect, useRef, useState } from "react";
import type { ContractForm } from "@/components/use-contract-form";
import type { TFieldError, TSessionUser } from "@app/contract";
import { ApiError } from "@/lib/api";
import i18n from "@/lib/i18n";
import { authNs } from "@/lib/locales/auth";
import { registerNs } from "@/lib/locales/register";
import { session } from "@/lib/session";
import { useRegisterAd } from "../api/register";
import { buildRegistrationFormData } from "../lib/build-form-data";
import type { registrationFormSchema, RegistrationFormValues } from "../lib/form-schema";
import { emptyRegistrationForm } from "../lib/form-values";
import { CaptchaTimeoutError } from "@/components/use-captcha-token";

export const redirectDelayMs = 2000;

/** What the summary alert at the top of the form shows. */
export type FormProblem = { message: string; errors: TFieldError[] };

type Options = {
  form: ContractForm<typeof registrationFormSchema>;
  photos: () => File[];
  takeCaptcha: () => Promise<string | undefined>;
  referCode?: string;
  /** Field errors for parts of the page outside react-hook-form (photos). */
  onPhotoError: (message: string) => void;
  /** After success, once the form is reset. */
  onReset: () => void;
  /** 2 seconds after success. */
  onRegistered: (user: TSessionUser) => void;
};

/** Sends the registration (multipart, with upload progress) and turns every answer into UI state. */
export function useRegistrationSubmit({ form, photos, takeCaptcha, referCode, onPhotoError, onReset, onRegistered }: Options) {
  const { mutateAsync } = useRegisterAd();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [done, setDone] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const onRegisteredRef = useRef(onRegistered);
  useEffect(() => {
    onRegisteredRef.current = onRegistered;
  }, [onRegistered]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const { showServerErrors, reset } = form;

  const showFieldErrors = useCallback(
    (errors: TFieldError[]) => {
      showServerErrors(errors);
      const photos = errors.find((e) => e.field === "photos");
      if (photos) onPhotoError(photos.message);
    },
    [onPhotoError, showServerErrors],
  );

  const submit = useCallback(
    async (values: RegistrationFormValues) => {
      setProblem(null);
      setProgress(0);
      try {
        const captcha = await takeCaptcha();
        const formData = buildRegistrationFormData(values, photos(), captcha, referCode);
        const data = await mutateAsync({ formData, onProgress: setProgress });
        if (!data?.token || !data.user) {
          setProblem({ message: i18n.t("failure.invalidResponse", { ns: registerNs }), errors: [] });
          return;
        }
        const user = data.user;
        session.signIn(data.token, user);
        reset(emptyRegistrationForm);
        onReset();
        setDone(true);
        timer.current = window.setTimeout(() => onRegisteredRef.current(user), redirectDelayMs);
      } catch (e) {
        if (e instanceof ApiError) {
          const errors = e.errors.length
            ? e.errors
            : e.code === "otp_invalid" || e.code === "otp_expired"
              ? [{ field: "otp", message: e.message }]
              : [];
          showFieldErrors(errors);
          setProblem({ message: e.message || i18n.t("failure.failed", { ns: registerNs }), errors });
        } else if (e instanceof CaptchaTimeoutError) {
          setProblem({ message: i18n.t("captchaTimeout", { ns: authNs }), errors: [] });
        } else {
          setProblem({
            message: i18n.t("failure.error", { ns: registerNs, message: e instanceof Error ? e.message : String(e) }),
            errors: [],
          });
        }
      } finally {
        setProgress(null);
      }
    },
    [mutateAsync, onReset, photos, referCode, reset, showFieldErrors, takeCaptcha],
  );

  return { submit, progress, problem, setProblem, done };
}
