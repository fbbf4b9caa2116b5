import { Suspense, useEffect, useState } from "react";
import { Link, Navigate, useLocation, useNavigate } from "react-router";
import { buttonStyles } from "@/components/button-styles";
import { LazyLoginModal, rememberRedirect, useAuth } from "@/features/auth";
import { Checkout, PaymentResult, PlanSummary, clearPaymentStatus, type PaymentStatus } from "@/features/payments";
import { readCheckoutPlan } from "@/features/plans";
import { localName } from "@/lib/plan-name";
import { session } from "@/lib/session";
import { usePageMeta } from "@/lib/use-page-meta";
import { useHydrated } from "@/lib/use-hydrated";
import { Skeleton } from "@/components/skeleton";
import { useTranslation } from "@/lib/i18n";
import { paymentsNs } from "@/lib/locales/payments";

/**
 * /checkout: plan data from navigation state or ?plan= (a hint: the price is re-read from the
 * server). No plan → /plans. Signed out → the login dialog (closing it goes back to /plans); after
 * login the same plan comes back here. Until the app knows who is signed in (the server draws every page
 * for a visitor), a placeholder: a signed-in member is not shown the sign-in box first. The order's result shows in place of the form; it lives in
 * this visit only (each visit to /checkout is a new page), so the next checkout starts afresh.
 */
export default function CheckoutRoute() {
  const location = useLocation();
  return <CheckoutPage key={location.key} />;
}

function CheckoutPage() {
  const { t, i18n } = useTranslation(paymentsNs);
  usePageMeta(t("checkout.title"), t("checkout.description"));
  const location = useLocation();
  const navigate = useNavigate();
  const auth = useAuth();
  const plan = readCheckoutPlan(location.state, location.search);
  const [loginOpen, setLoginOpen] = useState(true);
  const [saved, setSaved] = useState<PaymentStatus | null>(null);
  const hydrated = useHydrated();
  const needsLogin = Boolean(plan) && !auth.loading && !auth.isAuthenticated;

  useEffect(() => {
    if (needsLogin && plan) rememberRedirect("/checkout", plan);
  }, [needsLogin, plan]);
  // A result an earlier build left in storage is never shown.
  useEffect(clearPaymentStatus, []);

  if (!plan) return <Navigate to="/plans" replace />;
  if (saved) return <PaymentResult status={saved} onTryAgain={() => setSaved(null)} onLeave={() => undefined} />;

  function onLoginOpenChange(open: boolean) {
    setLoginOpen(open);
    if (!open && !session.get().isAuthenticated) navigate("/plans");
  }

  const user = auth.user;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="font-display text-3xl font-semibold text-brand-900 sm:text-4xl">{t("checkout.title")}</h1>
      {!hydrated ? (
        <div className="mt-6">
          <Skeleton rows={2} label={t("checkout.loading")} />
        </div>
      ) : needsLogin ? (
        <>
          <PlanSummary plan={plan} />
          <section className="mt-6 rounded-2xl border border-gold-300 bg-gold-100 p-6" aria-live="polite">
            <h2 className="font-semibold text-amber-950">{t("checkout.loginTitle")}</h2>
            <p className="mt-1 text-sm text-amber-950">
              {t("checkout.loginText", { plan: localName(plan.name, plan.nameBn, i18n.language) })}
            </p>
            <div className="mt-4 flex flex-wrap gap-3">
              <button type="button" onClick={() => setLoginOpen(true)} className={buttonStyles.primary}>
                {t("checkout.login")}
              </button>
              <Link to="/plans" className={buttonStyles.outline}>
                {t("checkout.backToPlans")}
              </Link>
            </div>
            {loginOpen && (
              <Suspense fallback={null}>
                <LazyLoginModal open={loginOpen} onOpenChange={onLoginOpenChange} />
              </Suspense>
            )}
          </section>
        </>
      ) : (
        user && <Checkout key={plan.id} planId={plan.id} member={user} onResult={setSaved} />
      )}
    </div>
  );
}
