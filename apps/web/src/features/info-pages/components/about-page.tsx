import { Link } from "react-router";
import { AnimatedCounter } from "@/components/animated-counter";
import { buttonStyles } from "@/components/button-styles";

const counters = [
  { value: 4375, label: "Happy customers", durationMs: 2600 },
  { value: 2625, label: "Active members", durationMs: 2200 },
  { value: 6000, label: "Verified ads", durationMs: 3000 },
];

const reasons = [
  { title: "Quality", text: "Every ad is reviewed and written in full; no half-empty profiles." },
  { title: "Protection", text: "Your phone or email goes only to the families you choose." },
  { title: "Support", text: "A real team in Kolkata answers calls and messages in Bengali, Hindi and English." },
  { title: "Complaint response", text: "Every report is reviewed, and most are resolved within a working day." },
  { title: "Verified ads", text: "Phone verification and monthly Yet-To-Marry confirmation keep ads genuine." },
  { title: "Secure payment", text: "One-time payments through a trusted payment gateway, with receipts for every rupee." },
];

/** /about: intro, animated counters, six reasons and the founder. */
export function AboutPage() {
  return (
    <div>
      <div className="bg-gradient-to-r from-brand-900 via-brand-800 to-brand-700 text-white">
        <div className="mx-auto max-w-4xl px-4 py-12 text-center sm:px-6 sm:py-16">
          <p className="text-xs font-semibold tracking-[0.25em] text-gold-300 uppercase">About us</p>
          <h1 className="mt-2 font-display text-4xl font-semibold">About Shubho Bibaho</h1>
          <p className="mt-4 text-lg leading-relaxed text-brand-100">
            A newspaper-style open ad service on the internet for Bengali grooms, brides and their families. We keep what made the Sunday
            matrimonial page trustworthy — families in charge, ads written with care — and make it faster, verified and private.
          </p>
        </div>
      </div>
      <section aria-label="Shubho Bibaho in numbers" className="mx-auto -mt-8 max-w-5xl px-4 sm:px-6">
        <ul className="grid gap-4 rounded-2xl bg-white p-6 shadow-xl sm:grid-cols-3">
          {counters.map((c) => (
            <li key={c.label} className="text-center">
              <AnimatedCounter
                value={c.value}
                durationMs={c.durationMs}
                suffix="+"
                className="block font-display text-4xl font-semibold text-brand-800"
              />
              <span className="mt-1 block text-sm font-medium text-stone-600">{c.label}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="reasons-title" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 id="reasons-title" className="text-center font-display text-3xl font-semibold text-brand-900">
          Six reasons families choose us
        </h2>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {reasons.map((r) => (
            <li key={r.title} className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-stone-900">{r.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-stone-600">{r.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="founder-title" className="bg-gold-100/60 py-14">
        <div className="mx-auto grid max-w-5xl items-center gap-8 px-4 sm:px-6 md:grid-cols-[12rem_1fr]">
          <img
            src="/images/about/founder.svg"
            alt="Illustrated portrait of the founder, Subhankar Mukherjee"
            width={192}
            height={192}
            loading="lazy"
            className="mx-auto size-48 rounded-full shadow-lg"
          />
          <div>
            <h2 id="founder-title" className="font-display text-3xl font-semibold text-brand-900">
              From our founder
            </h2>
            <p className="mt-3 leading-relaxed text-stone-700">
              “My parents found each other through a Sunday newspaper ad in 1979. Years later, helping my sister look for a match, I saw how
              much families still valued that way of doing things — and how much time they lost to stale profiles and unwanted calls. Shubho
              Bibaho brings the trust of the newspaper ad to the phone in your hand.”
            </p>
            <p className="mt-3 font-semibold text-stone-900">Subhankar Mukherjee, Founder</p>
            <Link to="/register" className={`${buttonStyles.primary} mt-5`}>
              Post Your Ad — Free
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
