import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "@/lib/i18n";
import { paymentsNs } from "@/lib/locales/payments";
import { localizeMessage } from "@/lib/messages";

/** The required Location of the order, with its error read out. */
export function LocationField({ registration, error: locationError }: { registration: UseFormRegisterReturn; error?: string }) {
  const { t } = useTranslation(paymentsNs);
  const ids = { location: useId(), error: useId() };
  return (
    <div>
      <label htmlFor={ids.location} className="block text-sm font-medium text-stone-800">
        {t("checkout.location")} <span className="text-red-700">*</span>
      </label>
      <input
        id={ids.location}
        {...registration}
        autoComplete="address-level2"
        placeholder={t("checkout.locationPlaceholder")}
        aria-invalid={Boolean(locationError)}
        aria-describedby={locationError ? ids.error : undefined}
        className="mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-invalid:border-red-500"
      />
      {locationError && (
        <p id={ids.error} role="alert" className="mt-1 text-sm text-red-700">
          {localizeMessage(locationError)}
        </p>
      )}
    </div>
  );
}
