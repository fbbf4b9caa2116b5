import { Link } from "react-router";
import { buttonStyles } from "@/components/button-styles";
import { usePageMeta } from "@/lib/use-page-meta";

const trustPoints = ["Free to post", "Phone-verified ads", "Your contact stays private"];

const steps = [
  { title: "Post your ad", text: "A text or video ad with photos, free to start. It circulates until the marriage is settled." },
  { title: "Receive proposals", text: "Families who like your ad send proposals. Only they see the contact detail you choose." },
  { title: "Send proposals", text: "Use your proposal points to reach the brides and grooms you like." },
];

const services = [
  { icon: "M9 12.75 11.25 15 15 9.75M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z", title: "Verified ads", text: "Every ad is verified by phone, and members confirm every 30 days that they are yet to marry." },
  { icon: "M16.5 10.5V6.75a4.5 4.5 0 1 0-9 0v3.75m-.75 11.25h10.5a2.25 2.25 0 0 0 2.25-2.25v-6.75a2.25 2.25 0 0 0-2.25-2.25H6.75a2.25 2.25 0 0 0-2.25 2.25v6.75a2.25 2.25 0 0 0 2.25 2.25z", title: "Contact privacy", text: "Show your phone or your email — you decide. Contact details go only to the families you choose." },
  { icon: "M21.75 6.75v10.5a2.25 2.25 0 0 1-2.25 2.25h-15a2.25 2.25 0 0 1-2.25-2.25V6.75m19.5 0A2.25 2.25 0 0 0 19.5 4.5h-15a2.25 2.25 0 0 0-2.25 2.25m19.5 0v.243a2.25 2.25 0 0 1-1.07 1.916l-7.5 4.615a2.25 2.25 0 0 1-2.36 0L3.32 8.91a2.25 2.25 0 0 1-1.07-1.916V6.75", title: "Proposals that reach", text: "Send up to 20 proposals a month and receive as many as come your way." },
  { icon: "M12 6v6h4.5m4.5 0a9 9 0 1 1-18 0 9 9 0 0 1 18 0z", title: "Till marriage", text: "One payment keeps your ad running until the marriage is settled — no renewals." },
];

export function Component() {
  usePageMeta("", "Shubho Bibaho — matrimonial advertisements for Bengali and Indian families. Post your ad free, browse verified brides and grooms, and send proposals.");
  return (
    <>
      <section className="relative overflow-hidden bg-brand-900 text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(circle_at_15%_20%,rgba(252,211,77,0.18),transparent_40%),radial-gradient(circle_at_85%_80%,rgba(225,29,72,0.45),transparent_45%),linear-gradient(135deg,#4c0519_0%,#881337_55%,#9f1239_100%)]"
        />
        <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.2fr_1fr] lg:py-24">
          <div>
            <p className="text-xs font-semibold tracking-[0.25em] text-gold-300 uppercase">Bengali matrimonial advertisements</p>
            <h1 className="mt-4 font-display text-4xl leading-tight font-semibold sm:text-5xl lg:text-6xl">
              Find your life partner, <span className="text-gold-300">the trusted way</span>
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-brand-100">
              Post a matrimonial ad for your son, daughter or yourself, browse verified brides and grooms, and send proposals to the families
              you like — just like the newspaper, only faster and private.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to="/register" className={`${buttonStyles.gold} ${buttonStyles.large}`}>
                Post Your Ad
              </Link>
              <Link to="/profiles" className={`${buttonStyles.ghostLight} ${buttonStyles.large}`}>
                Find a Match
              </Link>
            </div>
            <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-brand-100">
              {trustPoints.map((p) => (
                <li key={p} className="flex items-center gap-2">
                  <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 text-gold-300" fill="currentColor">
                    <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z" />
                  </svg>
                  {p}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-2xl border border-white/15 bg-white/10 p-6 shadow-2xl backdrop-blur-sm sm:p-8">
            <h2 className="font-display text-2xl font-semibold">How it works</h2>
            <ol className="mt-5 space-y-5">
              {steps.map((s, i) => (
                <li key={s.title} className="flex gap-4">
                  <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-gold-300 font-display text-lg font-semibold text-brand-900">
                    {i + 1}
                  </span>
                  <div>
                    <h3 className="font-semibold text-white">{s.title}</h3>
                    <p className="mt-1 text-sm leading-relaxed text-brand-100">{s.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </section>

      <section aria-labelledby="why-us" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
        <p className="text-center text-xs font-semibold tracking-[0.25em] text-gold-500 uppercase">Why Shubho Bibaho</p>
        <h2 id="why-us" className="mt-2 text-center font-display text-3xl font-semibold text-brand-900 sm:text-4xl">
          Trusted by families across Bengal
        </h2>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {services.map((s) => (
            <li key={s.title} className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
              <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
                  <path d={s.icon} />
                </svg>
              </span>
              <h3 className="mt-4 text-lg font-semibold text-stone-900">{s.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-stone-600">{s.text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-12 flex flex-col items-center gap-4 rounded-2xl bg-gold-100 px-6 py-8 text-center sm:flex-row sm:justify-between sm:text-left">
          <div>
            <h2 className="font-display text-2xl font-semibold text-brand-900">Ready to begin?</h2>
            <p className="mt-1 text-stone-700">Registration is free and takes about five minutes.</p>
          </div>
          <Link to="/register" className={`${buttonStyles.primary} ${buttonStyles.large}`}>
            Post Your Ad — Free
          </Link>
        </div>
      </section>
    </>
  );
}
