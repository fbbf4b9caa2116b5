import { useId, useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { ZNewsletterSubscribeRequest, ZNewsletterSubscription, type TNewsletterSubscription } from "@app/contract";
import { useContractForm } from "@/components/use-contract-form";
import { api } from "@/lib/api";
import { localizeMessage } from "@/lib/messages";

/** POST /api/newsletter/subscribe; resolves with whether the address was already on the list. */
export async function subscribeToNewsletter(email: string): Promise<TNewsletterSubscription> {
  return api("/newsletter/subscribe", { body: { email, source: "footer" }, auth: "none" }, ZNewsletterSubscription);
}

const schema = ZNewsletterSubscribeRequest.pick({ email: true });

/** Footer newsletter box: validates the address and thanks the visitor inline. */
export function NewsletterForm() {
  const { t } = useTranslation();
  const id = useId();
  const [state, setState] = useState<"idle" | "done" | "already">("idle");
  const form = useContractForm(schema, {
    defaultValues: { email: "" },
    // The message shows where it always did; focus stays where the visitor is.
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = form.formState;
  const raw = errors.email?.message ?? errors.root?.server?.message;
  const error = raw && localizeMessage(raw);

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      const result = await subscribeToNewsletter(email);
      setState(result.alreadySubscribed ? "already" : "done");
    } catch (err) {
      form.showServerErrors(err);
    }
  });

  if (state !== "idle") {
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
          {...form.register("email")}
          placeholder={t("footer.emailPlaceholder")}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-w-0 flex-1 rounded-full border border-white/20 bg-white/10 px-4 py-2.5 text-sm text-white placeholder:text-brand-200 focus:border-gold-300 focus:outline-none"
        />
        <button
          type="submit"
          disabled={isSubmitting}
          className="shrink-0 rounded-full bg-gold-300 px-4 py-2.5 text-sm font-semibold text-brand-900 hover:bg-amber-300 disabled:opacity-60"
        >
          {isSubmitting ? t("footer.subscribing") : t("footer.subscribe")}
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
