import { Suspense, useEffect, useState } from "react";
import { Link, Navigate, useLocation, useNavigate } from "react-router";
import { buttonStyles } from "@/components/button-styles";
import { LazyLoginModal, rememberRedirect, useAuth } from "@/features/auth";
import { readCheckoutPlan, rupees } from "@/features/plans";
import { session } from "@/lib/session";
import { usePageMeta } from "@/lib/use-page-meta";

/**
 * /checkout: plan data from navigation state or ?plan=. No plan → /plans. Signed out → the login
 * dialog (closing it goes back to /plans); after login the same plan comes back here.
 */
export function Component() {
  usePageMeta("Checkout", "Review your chosen Shubho Bibaho plan and subscribe securely.");
  const location = useLocation();
  const navigate = useNavigate();
  const auth = useAuth();
  const plan = readCheckoutPlan(location.state, location.search);
  const [loginOpen, setLoginOpen] = useState(true);
  const needsLogin = Boolean(plan) && !auth.loading && !auth.isAuthenticated;

  useEffect(() => {
    if (needsLogin && plan) rememberRedirect("/checkout", plan);
  }, [needsLogin, plan]);

  if (!plan) return <Navigate to="/plans" replace />;

  function onLoginOpenChange(open: boolean) {
    setLoginOpen(open);
    if (!open && !session.get().isAuthenticated) navigate("/plans");
  }

  const user = auth.user;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="font-display text-3xl font-semibold text-brand-900 sm:text-4xl">Checkout</h1>
      <section aria-labelledby="summary-title" className="mt-6 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
        <h2 id="summary-title" className="text-sm font-semibold tracking-wider text-stone-600 uppercase">
          Plan summary
        </h2>
        <div className="mt-2 flex flex-wrap items-baseline justify-between gap-3">
          <p className="font-display text-2xl font-semibold text-stone-900">{plan.name}</p>
          <p className="text-3xl font-bold text-brand-800">{rupees(plan.price)}</p>
        </div>
        {plan.description && <p className="mt-2 text-stone-600">{plan.description}</p>}
        <p className="mt-1 text-sm text-stone-500 capitalize">{plan.type} plan</p>
      </section>
      {needsLogin ? (
        <section className="mt-6 rounded-2xl border border-gold-300 bg-gold-100 p-6" aria-live="polite">
          <h2 className="font-semibold text-amber-950">Please log in to continue</h2>
          <p className="mt-1 text-sm text-amber-950">
            Log in with your mobile number to subscribe to {plan.name}. We will bring you straight back here.
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <button type="button" onClick={() => setLoginOpen(true)} className={buttonStyles.primary}>
              Login
            </button>
            <Link to="/plans" className={buttonStyles.outline}>
              Back to Plans
            </Link>
          </div>
          {loginOpen && (
            <Suspense fallback={null}>
              <LazyLoginModal open={loginOpen} onOpenChange={onLoginOpenChange} />
            </Suspense>
          )}
        </section>
      ) : (
        user && (
          <section aria-labelledby="member-title" className="mt-6 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
            <h2 id="member-title" className="text-sm font-semibold tracking-wider text-stone-600 uppercase">
              Profile details
            </h2>
            <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-3">
              <div>
                <dt className="text-stone-500">Name</dt>
                <dd className="font-medium text-stone-900">{user.name}</dd>
              </div>
              <div>
                <dt className="text-stone-500">Email</dt>
                <dd className="font-medium text-stone-900">{user.email ?? "Not provided"}</dd>
              </div>
              <div>
                <dt className="text-stone-500">Phone</dt>
                <dd className="font-medium text-stone-900">{user.phone}</dd>
              </div>
            </dl>
            <p className="mt-5 rounded-lg bg-stone-50 p-3 text-sm text-stone-600">
              Online payment opens shortly. Your plan choice is kept — come back to this page to pay {rupees(plan.price)} and subscribe.
            </p>
            <Link to="/plans" className={`${buttonStyles.outline} mt-4`}>
              Back to Plans
            </Link>
          </section>
        )
      )}
    </div>
  );
}
