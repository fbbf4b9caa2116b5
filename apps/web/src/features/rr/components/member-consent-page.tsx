import { useState } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "@/lib/i18n";
import { rrNs } from "@/lib/locales/rr";
import { ZMemberConsentResendData } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { Notice } from "@/components/notice";
import { api, ApiError } from "@/lib/api";
import { confirmMemberAd } from "../api/add-member";
import { input, label } from "./ui";

/** /rr-confirm: the member confirms, with the OTP sent to their phone, the ad a representative posted for them. */
export function MemberConsentPage() {
  const { t } = useTranslation(rrNs);
  const [params] = useSearchParams();
  const [phone, setPhone] = useState(params.get("phone") ?? "");
  const [otp, setOtp] = useState("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: "success" | "error" | "info"; text: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const confirm = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      const r = await confirmMemberAd({ phone, otp });
      setDone(r.memberId);
    } catch (err) {
      setMessage({ tone: "error", text: err instanceof ApiError ? err.message : t("login.network") });
    } finally {
      setBusy(false);
    }
  };
  const resend = async () => {
    setMessage(null);
    try {
      const r = await api(
        "/rr/member-consent/resend",
        { method: "POST", body: { phone }, auth: "none", ignore401: true },
        ZMemberConsentResendData,
      );
      setMessage({ tone: "info", text: r.fallbackOTP ? t("consent.fallback", { code: r.fallbackOTP }) : t("consent.sent") });
    } catch (err) {
      setMessage({ tone: "error", text: err instanceof ApiError ? err.message : t("login.network") });
    }
  };

  return (
    <div className="bg-stone-50">
      <div className="mx-auto max-w-md px-4 py-10">
        <section className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
          <h1 className="font-display text-2xl font-bold text-brand-900">{t("consent.title")}</h1>
          <p className="mt-1 text-sm text-stone-600">{t("consent.intro")}</p>
          {done ? (
            <div className="mt-5">
              <Notice tone="success">{t("consent.done", { id: done })}</Notice>
            </div>
          ) : (
            <form onSubmit={confirm} className="mt-5 space-y-4">
              {message && <Notice tone={message.tone}>{message.text}</Notice>}
              <div>
                <label htmlFor="consent-phone" className={label}>
                  {t("add.phone")}
                </label>
                <input id="consent-phone" type="tel" className={input} value={phone} onChange={(e) => setPhone(e.target.value)} required />
              </div>
              <div>
                <label htmlFor="consent-otp" className={label}>
                  {t("consent.otp")}
                </label>
                <input
                  id="consent-otp"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  className={input}
                  value={otp}
                  onChange={(e) => setOtp(e.target.value.replace(/\D/g, ""))}
                  required
                />
              </div>
              <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={busy}>
                {busy ? t("consent.confirming") : t("consent.confirm")}
              </button>
              <button
                type="button"
                className="w-full text-sm font-semibold text-brand-700 hover:underline"
                onClick={resend}
                disabled={!phone}
              >
                {t("consent.resend")}
              </button>
            </form>
          )}
        </section>
      </div>
    </div>
  );
}
