import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { ZNewsletterSubscription, type TNewsletterSubscription } from "@app/contract";
import { api } from "@/lib/api";

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** POST /api/newsletter/subscribe; resolves with whether the address was already on the list. */
export async function subscribeToNewsletter(email: string): Promise<TNewsletterSubscription> {
  return api("/newsletter/subscribe", { body: { email, source: "footer" }, auth: "none" }, ZNewsletterSubscription);
}

/** Footer newsletter box: validates the address and thanks the visitor inline. */
export function NewsletterForm() {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<"idle" | "busy" | "done" | "already">("idle");

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const value = email.trim();
    if (!value) return setError(t("footer.emailRequired"));
    if (!emailPattern.test(value)) return setError(t("footer.emailInvalid"));
    setError(null);
    setState("busy");
    try {
      const result = await subscribeToNewsletter(value);
      setState(result.alreadySubscribed ? "already" : "done");
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setState("idle");
    }
  }

  if (state === "done" || state === "already") {
    return (
      <p role="status" className="rounded-lg bg-white/10 px-3 py-2.5 text-sm font-medium text-gold-300">
        {state === "already" ? t("footer.alreadySubscribed") : t("footer.thankYou")}
      </p>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-2">
      <label htmlFor={`${id}-email`} className="sr-only">
        {t("footer.emailLabel")}
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder={t("footer.emailPlaceholder")}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-w-0 flex-1 rounded-full border border-white/20 bg-white/10 px-4 py-2.5 text-sm text-white placeholder:text-brand-200 focus:border-gold-300 focus:outline-none"
        />
        <button
          type="submit"
          disabled={state === "busy"}
          className="shrink-0 rounded-full bg-gold-300 px-4 py-2.5 text-sm font-semibold text-brand-900 hover:bg-amber-300 disabled:opacity-60"
        >
          {state === "busy" ? t("footer.subscribing") : t("footer.subscribe")}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-gold-100">
          {error}
        </p>
      )}
    </form>
  );
}
