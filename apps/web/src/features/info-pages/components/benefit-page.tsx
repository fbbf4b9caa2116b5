import { Link } from "react-router";
import { buttonStyles } from "@/components/button-styles";

const benefits = [
  { title: "Ad till marriage", text: "One payment keeps your ad circulating until the marriage is settled — no monthly renewals." },
  { title: "Unlimited ad circulation", text: "Your ad reaches matching families every day, not once a week like a newspaper." },
  { title: "Unlimited proposals received", text: "Receive as many proposals as families send, and send up to 20 a month yourself." },
  { title: "Contact privacy", text: "Choose to show your phone or your email. Only the families you choose see it." },
  {
    title: "Verified, current ads",
    text: "Phone verification and monthly Yet-To-Marry confirmation keep every ad genuine and up to date.",
  },
  { title: "6-month result guarantee", text: "If the marriage is not settled within 6 months, the ad continues at no extra cost." },
  { title: "Social media promotion", text: "Paid plans include promotion worth up to 10% of the fees you pay." },
  { title: "Bonus points", text: "Free proposal points for registering, adding pictures and completing KYC." },
];

/** /benefit: why members choose the service, and the Post Your Ad action. */
export function BenefitPage() {
  return (
    <div>
      <div className="bg-gradient-to-r from-brand-900 via-brand-800 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-12">
          <p className="text-xs font-semibold tracking-[0.25em] text-gold-300 uppercase">Benefits</p>
          <h1 className="mt-2 font-display text-3xl font-semibold sm:text-4xl">Benefits of posting your ad with us</h1>
          <p className="mt-3 max-w-3xl text-lg text-brand-100">
            Everything a family needs to find the right match — privately, and until the marriage is settled.
          </p>
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.map((b, i) => (
            <li key={b.title} className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
              <span aria-hidden="true" className="font-display text-3xl font-semibold text-gold-500">
                {String(i + 1).padStart(2, "0")}
              </span>
              <h2 className="mt-2 text-lg font-semibold text-stone-900">{b.title}</h2>
              <p className="mt-2 text-sm leading-relaxed text-stone-600">{b.text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-12 flex flex-col items-center gap-4 rounded-2xl bg-brand-900 px-6 py-10 text-center text-white">
          <h2 className="font-display text-3xl font-semibold">Post Your Ad</h2>
          <p className="max-w-xl text-brand-100">
            Registration is free and takes about five minutes. Try it for free — a 10-day trial for a limited time.
          </p>
          <Link to="/register" className={`${buttonStyles.gold} ${buttonStyles.large}`}>
            Post Your Ad
          </Link>
        </div>
      </div>
    </div>
  );
}
