import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { useWatch } from "react-hook-form";
import type { TSessionUser } from "@app/contract";
import { useCaptchaToken } from "@/components/use-captcha-token";
import { submitGate } from "../lib/field-labels";
import { useContractForm } from "@/components/use-contract-form";
import type { RegistrationFormInput } from "../lib/form-schema";
import { normalizePhone, registrationFieldNames, startingRegistrationValues } from "../lib/form-values";
import { usePhotoList } from "./use-photo-list";
import { useRegistrationSubmit } from "./use-registration-submit";
import { useSendOtp } from "./use-send-otp";

type Options = {
  referCode?: string;
  onRegistered: (user: TSessionUser) => void;
  prefill?: Partial<Pick<RegistrationFormInput, "gender" | "phone">>;
};

// The schema (zod and the contract) loads on the form's first check, not with the page.
const loadSchema = () => import("../lib/form-schema").then((m) => m.registrationFormSchema);

/**
 * The registration form's state: react-hook-form with the registration schema, the captcha, the
 * photo list, the OTP sender and the submit gate (consent, OTP sent and entered) that names what is
 * still missing before "Complete Registration" may be pressed.
 */
export function useRegistrationForm({ referCode, onRegistered, prefill }: Options) {
  const form = useContractForm(loadSchema, {
    defaultValues: { ...startingRegistrationValues, ...prefill },
    mode: "onTouched",
    fields: registrationFieldNames,
  });
  const { setError, control } = form;
  const captcha = useCaptchaToken();
  const photoList = usePhotoList();
  const onPhoneError = useCallback((message: string) => setError("phone", { type: "manual", message }, { shouldFocus: true }), [setError]);
  const otp = useSendOtp({ takeCaptcha: captcha.take, onPhoneError });
  const [phone, otpValue, consent] = useWatch({ control, name: ["phone", "otp", "consent"] });
  const otpSent = otp.sentPhone !== null && normalizePhone(phone ?? "") === otp.sentPhone;
  const gate = submitGate(Boolean(consent), otpSent, otpValue ?? "");
  const [gateShown, setGateShown] = useState(false);

  const { photos, clear: clearPhotos, setServerProblem } = photoList;
  const photoFiles = useCallback(() => photos.map((p) => p.file), [photos]);
  const { reset: resetOtp } = otp;
  const onReset = useCallback(() => {
    clearPhotos();
    resetOtp();
  }, [clearPhotos, resetOtp]);
  const sub = useRegistrationSubmit({
    form,
    photos: photoFiles,
    takeCaptcha: captcha.take,
    referCode,
    onPhotoError: setServerProblem,
    onReset,
    onRegistered,
  });

  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sub.problem) summaryRef.current?.focus();
  }, [sub.problem]);

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (gate) {
      setGateShown(true);
      sub.setProblem(null);
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setGateShown(false);
    void form.handleSubmit(sub.submit)(e);
  }

  const summary = sub.problem ?? (gateShown && gate ? { message: gate, errors: [] } : null);

  return { form, captcha, photoList, otp, otpSent, gate, sub, summary, summaryRef, onSubmit };
}
