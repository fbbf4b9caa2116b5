import { useTranslation } from "@/lib/i18n";
import { authNs } from "@/lib/locales/auth";
import type { UseFormRegisterReturn } from "react-hook-form";
import { loginInputClass, RequiredMark } from "./login-styles";

/** "Mobile number" with the +91 prefix; read-only once the OTP was sent. */
export function LoginPhoneField({
  id,
  field,
  readOnly,
  invalid,
}: {
  id: string;
  field: UseFormRegisterReturn<"phone">;
  readOnly: boolean;
  invalid: boolean;
}) {
  const { t } = useTranslation(authNs);
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-stone-700">
        {t("login.phoneLabel")} <RequiredMark />
      </label>
      <div className="flex">
        <span className="inline-flex items-center rounded-l-lg border border-r-0 border-stone-300 bg-stone-100 px-3 text-stone-600">
          +91
        </span>
        <input
          id={id}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          required
          maxLength={14}
          placeholder={t("login.phonePlaceholder")}
          {...field}
          readOnly={readOnly}
          aria-invalid={invalid}
          className={`${loginInputClass} rounded-l-none read-only:bg-stone-100`}
        />
      </div>
    </div>
  );
}
