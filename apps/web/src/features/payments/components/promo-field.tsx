import "@/lib/locales/admin-money";
import { useId, useState } from "react";
import { useTranslation } from "@/lib/i18n";
import type { TPromoCheckData } from "@app/contract";
import { ApiError } from "@/lib/api";
import { useCheckPromo } from "../api/check-promo";
import { formatPaise } from "@/lib/format";

/**
 * The checkout's promo code: checked by the server for this member and plan, which answers the
 * discounted price; the code then goes with the order and the server applies it again.
 */
export function PromoField({
  planId,
  applied,
  onApplied,
  disabled,
}: {
  planId: number;
  applied: TPromoCheckData | null;
  onApplied: (p: TPromoCheckData | null) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const check = useCheckPromo();

  const apply = async () => {
    setError(null);
    if (!code.trim()) return setError(t("adminMoney.checkout.promoPlaceholder"));
    try {
      onApplied(await check.mutateAsync({ code: code.trim(), planId }));
    } catch (e) {
      onApplied(null);
      setError(e instanceof ApiError ? (e.fieldErrors().promoCode ?? e.fieldErrors().code ?? e.message) : String(e));
    }
  };

  if (applied)
    return (
      <div className="rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-900" role="status">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p>{t("adminMoney.checkout.applied", { code: applied.code, discount: formatPaise(applied.discountPaise) })}</p>
          <button
            type="button"
            disabled={disabled}
            onClick={() => {
              onApplied(null);
              setCode("");
            }}
            className="font-semibold underline underline-offset-2"
          >
            {t("adminMoney.checkout.remove")}
          </button>
        </div>
        <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-0.5">
          <dt>{t("adminMoney.checkout.listPrice")}</dt>
          <dd className="text-right tabular-nums">{formatPaise(applied.listPaise)}</dd>
          <dt>{t("adminMoney.checkout.discount")}</dt>
          <dd className="text-right tabular-nums">−{formatPaise(applied.discountPaise)}</dd>
          <dt className="font-semibold">{t("adminMoney.checkout.youPay")}</dt>
          <dd className="text-right font-semibold tabular-nums" data-testid="promo-total">
            {formatPaise(applied.amountPaise)}
          </dd>
        </dl>
      </div>
    );

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {t("adminMoney.checkout.promoLabel")}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              void apply();
            }
          }}
          maxLength={40}
          autoComplete="off"
          placeholder={t("adminMoney.checkout.promoPlaceholder")}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-e` : undefined}
          className="min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-sm uppercase placeholder:normal-case focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-invalid:border-red-500"
        />
        <button
          type="button"
          onClick={() => void apply()}
          disabled={disabled || check.isPending}
          className="rounded-lg border border-brand-700 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
        >
          {check.isPending ? t("adminMoney.checkout.applying") : t("adminMoney.checkout.apply")}
        </button>
      </div>
      {error && (
        <p id={`${id}-e`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
