import { useState } from "react";
import { useTranslation } from "@/lib/i18n";
import type { TSubscribeData } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { DialogFrame } from "@/components/dialog-frame";
import { ApiError } from "@/lib/api";
import { testPay } from "../api/checkout";
import type { GatewayOutcome } from "../lib/razorpay";
import { formatPaise } from "@/lib/format";
import { paymentsNs } from "@/lib/locales/payments";
import { localizeMessage } from "@/lib/messages";

/**
 * The built-in test gateway's dialog (no Razorpay keys configured): Pay or Fail, or close it.
 * The server signs the result exactly as Razorpay does, so the page verifies it the same way.
 */
export function TestGatewayDialog({
  order,
  planName,
  onOutcome,
}: {
  order: TSubscribeData;
  planName: string;
  onOutcome: (o: GatewayOutcome) => void;
}) {
  const { t } = useTranslation(paymentsNs);
  const [busy, setBusy] = useState<"success" | "failure" | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function choose(outcome: "success" | "failure") {
    setBusy(outcome);
    setError(null);
    try {
      const r = await testPay({ orderId: order.payment.orderId, outcome });
      if ("error" in r) onOutcome({ kind: "failed", reason: r.error.description });
      else onOutcome({ kind: "paid", result: r });
    } catch (e) {
      setError(e instanceof ApiError ? localizeMessage(e.message, e.code) : t("gateway.failed"));
      setBusy(null);
    }
  }

  return (
    <DialogFrame
      open
      onOpenChange={(open) => !open && !busy && onOutcome({ kind: "closed" })}
      title={t("gateway.title")}
      description={t("gateway.description", { plan: planName, orderId: order.payment.orderId })}
    >
      <p
        role="note"
        className="mt-4 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900"
        data-testid="test-gateway-banner"
      >
        {t("gateway.banner")}
      </p>
      <div className="mt-4 flex items-baseline justify-between rounded-xl bg-stone-50 px-4 py-3">
        <span className="text-sm text-stone-600">{t("gateway.amount")}</span>
        <span className="text-2xl font-bold text-brand-800">{formatPaise(order.payment.amount)}</span>
      </div>
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="mt-5 grid gap-3 sm:grid-cols-2">
        <button type="button" className={buttonStyles.primary} disabled={busy !== null} onClick={() => void choose("success")}>
          {busy === "success" ? t("gateway.paying") : t("gateway.pay", { amount: formatPaise(order.payment.amount) })}
        </button>
        <button type="button" className={buttonStyles.outline} disabled={busy !== null} onClick={() => void choose("failure")}>
          {busy === "failure" ? t("gateway.failing") : t("gateway.fail")}
        </button>
      </div>
      <p className="mt-4 text-xs text-stone-500">{t("gateway.note")}</p>
    </DialogFrame>
  );
}
