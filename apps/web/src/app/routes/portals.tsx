import { Link } from "react-router";
import { usePageMeta } from "@/lib/use-page-meta";

const portals = [
  { to: "/admin-login", title: "Admin Portal", text: "Manage members, content, payments and settings." },
  { to: "/rr-login", title: "RR Portal", text: "Relationship representatives: referrals, members and commission." },
];

export function Component() {
  usePageMeta("Portals", "Sign-in portals for Shubho Bibaho administrators and relationship representatives.");
  return (
    <section className="mx-auto max-w-3xl px-4 py-14 sm:py-20">
      <h1 className="text-center font-display text-3xl font-semibold text-brand-900 sm:text-4xl">Portals</h1>
      <p className="mt-3 text-center text-stone-600">Choose the portal you want to sign in to.</p>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2">
        {portals.map((p) => (
          <li key={p.to}>
            <Link to={p.to} className="block h-full rounded-2xl border border-stone-200 bg-white p-6 shadow-sm transition hover:border-brand-200 hover:shadow-md">
              <h2 className="font-display text-xl font-semibold text-brand-800">{p.title}</h2>
              <p className="mt-2 text-sm text-stone-600">{p.text}</p>
              <span className="mt-4 inline-block text-sm font-semibold text-brand-700">Sign in →</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-10 text-center">
        <Link to="/" className="text-sm font-medium text-brand-700 hover:underline">
          ← Back to Home
        </Link>
      </p>
    </section>
  );
}
