import type { RegistrationFormValues } from "./form-schema";

/** The multipart body of POST /api/auth/register: text fields, consent, captcha, referCode and each file as `photos`. */
export function buildRegistrationFormData(
  values: RegistrationFormValues,
  photos: readonly File[],
  captcha?: string,
  referCode?: string,
): FormData {
  const fd = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (key === "consent" || value === undefined || value === null || value === "") continue;
    fd.append(key, String(value));
  }
  fd.append("consent", "true");
  if (captcha) fd.append("captcha", captcha);
  if (referCode) fd.append("referCode", referCode);
  for (const file of photos) fd.append("photos", file, file.name);
  return fd;
}
