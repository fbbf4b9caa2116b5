import { useState } from "react";
import type { z } from "zod";
import { buttonStyles } from "./button-styles";
import { Field } from "./field";
import { Notice } from "./notice";
import { useContractForm } from "./use-contract-form";

export type Credentials = { email: string; password: string };

/** The words of one side's sign-in form; `show`/`hide` add a button that reveals the password. */
export type SignInTexts = {
  email: string;
  password: string;
  submit: string;
  submitting: string;
  formLabel?: string;
  show?: { text: string; label: string };
  hide?: { text: string; label: string };
};

const input =
  "mt-1 block w-full rounded-xl border border-stone-300 bg-white px-3.5 py-2.5 text-base text-stone-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-[invalid=true]:border-red-500 sm:text-sm";

/**
 * The e-mail-and-password sign-in of the admin and RR panels: each side brings its contract schema,
 * its words, its own call (`onSubmit` resolves once signed in or onto the next step) and how a
 * failure reads (`failure`).
 */
export function SignInForm({
  schema,
  idPrefix,
  email = "",
  texts,
  onSubmit,
  failure,
}: {
  schema: z.ZodType<Credentials, Credentials>;
  idPrefix: string;
  email?: string;
  texts: SignInTexts;
  onSubmit: (values: Credentials) => Promise<void>;
  failure: (e: unknown) => string;
}) {
  const [show, setShow] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useContractForm(schema, { values: { email, password: "" } });

  const submit = handleSubmit(async (values) => {
    setError(null);
    try {
      await onSubmit(values);
    } catch (e) {
      setError(failure(e));
    }
  });
  const toggle = show ? texts.hide : texts.show;

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={texts.formLabel}>
      {error && <Notice tone="error">{error}</Notice>}
      <Field id={`${idPrefix}-email`} look="compact" label={texts.email} error={errors.email?.message}>
        {(a11y) => <input {...a11y} type="email" autoComplete="username" className={input} {...register("email")} />}
      </Field>
      <Field id={`${idPrefix}-password`} look="compact" label={texts.password} error={errors.password?.message}>
        {(a11y) => (
          <div className="relative">
            <input
              {...a11y}
              type={show ? "text" : "password"}
              autoComplete="current-password"
              className={`${input} ${toggle ? "pr-20" : ""}`}
              {...register("password")}
            />
            {toggle && (
              <button
                type="button"
                onClick={() => setShow((s) => !s)}
                className="absolute inset-y-0 right-2 my-auto h-8 rounded-lg px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                aria-label={toggle.label}
              >
                {toggle.text}
              </button>
            )}
          </div>
        )}
      </Field>
      <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={isSubmitting}>
        {isSubmitting ? texts.submitting : texts.submit}
      </button>
    </form>
  );
}
