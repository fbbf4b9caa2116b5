import { useRef } from "react";
import { useTranslation } from "@/lib/i18n";
import { registerNs } from "@/lib/locales/register";
import type { ReferralCode } from "../hooks/use-referral-code";
import { Field, inputClasses } from "@/components/field";

/**
 * "Referral code (optional)" at the top of the form: the code of /register/{code} shown read-only
 * with "Change", or typed by hand; whether it belongs to an active representative is said beneath it.
 */
export function ReferralField({ r }: { r: ReferralCode }) {
  const { t } = useTranslation(registerNs);
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="border-b border-stone-200 pb-5">
      <Field
        label={t("referral.label")}
        hint={r.status === "unknown" ? undefined : t("referral.hint")}
        error={r.status === "unknown" ? t("referral.invalid", { code: r.code.trim() }) : undefined}
      >
        {(a11y) => (
          <div className="flex gap-2">
            <input
              {...a11y}
              ref={input}
              value={r.code}
              readOnly={r.locked}
              onChange={(e) => r.change(e.target.value)}
              maxLength={40}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder={t("referral.placeholder")}
              className={`${inputClasses.form} font-mono tracking-widest uppercase ${r.locked ? "bg-stone-50 text-stone-700" : ""}`}
            />
            {r.locked && (
              <button
                type="button"
                onClick={() => {
                  r.unlock();
                  input.current?.focus();
                }}
                aria-label={t("referral.changeLabel")}
                className="shrink-0 rounded-lg border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-700 hover:bg-stone-50"
              >
                {t("referral.change")}
              </button>
            )}
          </div>
        )}
      </Field>
      <div aria-live="polite" className="mt-2 text-sm empty:hidden">
        {r.status === "checking" && r.fromLink && r.locked ? (
          <Badge code={r.code} />
        ) : r.status === "checking" ? (
          <p className="text-stone-500">{t("referral.checking")}</p>
        ) : r.status === "valid" ? (
          <Badge code={r.code} />
        ) : null}
      </div>
    </div>
  );
}

function Badge({ code }: { code: string }) {
  const { t } = useTranslation(registerNs);
  return (
    <p className="flex flex-wrap items-center gap-2 text-stone-600">
      <span className="inline-flex items-center gap-1.5 rounded-full bg-gold-100 px-3 py-1.5 font-semibold text-amber-900 ring-1 ring-gold-300">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
          <path d="M10 2a4 4 0 1 0 0 8 4 4 0 0 0 0-8ZM3 16.5C3 13.5 6.1 12 10 12s7 1.5 7 4.5V18H3v-1.5Z" />
        </svg>
        {t("referral.badge", { code: code.trim() })}
      </span>
      <span className="text-xs text-stone-500">{t("referral.recorded")}</span>
    </p>
  );
}
