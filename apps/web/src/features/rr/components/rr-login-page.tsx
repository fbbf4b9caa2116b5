import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useTranslation } from "@/lib/i18n";
import { rrNs } from "@/lib/locales/rr";
import { buttonStyles } from "@/components/button-styles";
import { Notice } from "@/components/notice";
import { SignInForm } from "@/components/sign-in-form";
import { Tabs } from "@/components/tabs";
import { ApiError } from "@/lib/api";
import { rrLogin, rrRegister } from "../api/account";
import { rrSession } from "../lib/rr-session";
import { rrLoginFormSchema, rrRegisterFormSchema, type RrRegisterInput } from "../lib/form-schema";
import { fieldError, input, label } from "./ui";
import { useContractForm } from "@/components/use-contract-form";

type Tab = "login" | "register";
export const switchToLoginMs = 2000;

function LoginForm({ email }: { email: string }) {
  const { t } = useTranslation(rrNs);
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  return (
    <SignInForm
      schema={rrLoginFormSchema}
      idPrefix="rr-login"
      email={email}
      texts={{
        email: t("form.email"),
        password: t("form.password"),
        submit: t("login.submit"),
        submitting: t("login.signingIn"),
        formLabel: t("login.tab"),
      }}
      onSubmit={async (values) => {
        const data = await rrLogin(values);
        rrSession.signIn(data.token, data.rrUser);
        navigate(from && /^\/(rr-panel|admin\/rr)/.test(from) ? from : "/rr-panel", { replace: true });
      }}
      failure={(e) => (e instanceof ApiError ? e.message || t("login.invalid") : t("login.network"))}
    />
  );
}

function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t } = useTranslation(rrNs);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useContractForm(rrRegisterFormSchema, { defaultValues: { name: "", email: "", password: "", mobileNo: "" } });

  const submit = handleSubmit(async (values) => {
    setError(null);
    try {
      await rrRegister(values);
      setDone(true);
      reset();
      onRegistered(values.email);
    } catch (e) {
      setError(e instanceof ApiError ? e.message || t("register.failed") : t("login.network"));
    }
  });

  const field = (name: keyof RrRegisterInput, type: string, autoComplete: string, text: string) => (
    <div>
      <label htmlFor={`rr-reg-${name}`} className={label}>
        {text}
      </label>
      <input
        id={`rr-reg-${name}`}
        type={type}
        autoComplete={autoComplete}
        className={input}
        aria-invalid={Boolean(errors[name])}
        {...register(name)}
      />
      {errors[name] && <p className={fieldError}>{String(errors[name]?.message)}</p>}
    </div>
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t("register.tab")}>
      {done && <Notice tone="success">{t("register.success")}</Notice>}
      {error && <Notice tone="error">{error}</Notice>}
      {field("name", "text", "name", t("form.fullName"))}
      {field("email", "email", "email", t("form.email"))}
      {field("mobileNo", "tel", "tel", t("form.phone"))}
      {field("password", "password", "new-password", t("form.password"))}
      <p className="text-xs text-stone-500">{t("register.activationNote")}</p>
      <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={isSubmitting}>
        {isSubmitting ? t("register.submitting") : t("register.submit")}
      </button>
    </form>
  );
}

/** /rr-login: Login and Register tabs beside the box of RR features. */
export function RrLoginPage() {
  const { t } = useTranslation(rrNs);
  const [tab, setTab] = useState<Tab>("login");
  const [email, setEmail] = useState("");
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onRegistered = (registered: string) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setEmail(registered);
      setTab("login");
    }, switchToLoginMs);
  };

  const features = [t("features.members"), t("features.payments"), t("features.history"), t("features.reports")];
  return (
    <div className="bg-stone-50">
      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 md:grid-cols-[1fr_22rem] md:py-12">
        <section className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
          <h1 className="font-display text-2xl font-bold text-brand-900 sm:text-3xl">{t("login.title")}</h1>
          <p className="mt-1 mb-5 text-sm text-stone-600">{t("login.subtitle")}</p>
          <div className="mb-5">
            <Tabs
              label={t("login.tabs")}
              value={tab}
              onChange={setTab}
              options={[
                { value: "login", label: t("login.tab") },
                { value: "register", label: t("register.tab") },
              ]}
            />
          </div>
          {tab === "login" ? <LoginForm email={email} /> : <RegisterForm onRegistered={onRegistered} />}
        </section>
        <aside className="rounded-2xl bg-brand-900 p-6 text-white shadow-sm">
          <h2 className="text-lg font-semibold">{t("features.title")}</h2>
          <ul className="mt-4 space-y-3 text-sm">
            {features.map((f) => (
              <li key={f} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-gold-300 text-xs font-bold text-brand-900"
                >
                  ✓
                </span>
                <span>{f}</span>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </div>
  );
}
