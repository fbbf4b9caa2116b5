import type { TProfileDetail } from "@app/contract";

function Block({ title, text }: { title: string; text: string }) {
  const lines = text.split("\n");
  const pairs = lines.every((l) => /^[^:]{1,30}: /.test(l));
  return (
    <section className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <h2 className="font-display text-lg font-semibold text-brand-800">{title}</h2>
      {pairs ? (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {lines.map((l) => {
            const [k, ...v] = l.split(": ");
            return (
              <div key={l} className="contents">
                <dt className="text-stone-500">{k}</dt>
                <dd className="text-stone-900">{v.join(": ")}</dd>
              </div>
            );
          })}
        </dl>
      ) : (
        <p className="mt-2 text-sm whitespace-pre-line text-stone-700">{text}</p>
      )}
    </section>
  );
}

export function Sections({ p }: { p: TProfileDetail }) {
  return (
    <div className="space-y-4">
      {Object.entries(p.details).map(([title, text]) => (
        <Block key={title} title={title} text={text} />
      ))}
      <section className="rounded-2xl border border-gold-300/60 bg-gold-100/40 p-5">
        <h2 className="font-display text-lg font-semibold text-brand-800">My Expectation</h2>
        {Object.entries(p.expectations).map(([k, v]) => (
          <div key={k} className="mt-2 text-sm">
            <p className="font-semibold text-stone-800">{k}</p>
            <p className="text-stone-700">{v}</p>
          </div>
        ))}
      </section>
    </div>
  );
}

const hiddenText: Record<string, string> = {
  video_masked: "Contact details of video ads are shared only after a proposal.",
  sign_in: "Log in to see whether this family's contact details are available to you.",
  not_entitled: "Contact details are shared when this family sends you a proposal, or with a plan that includes contact visibility.",
};

export function ContactBox({ p }: { p: TProfileDetail }) {
  const c = p.contact;
  return (
    <aside className="h-fit rounded-2xl border border-stone-200 bg-white p-5 shadow-sm lg:sticky lg:top-20" aria-label="Advertiser Contact Detail">
      <h2 className="font-display text-lg font-semibold text-brand-800">Advertiser Contact Detail</h2>
      {c.advertiserName && (
        <p className="mt-2 text-sm text-stone-700">
          {c.advertiserName}
          {c.relation ? ` (${c.relation})` : ""}
        </p>
      )}
      {c.visible ? (
        <div className="mt-2 space-y-1 text-sm">
          {c.phone && (
            <p className="flex items-center gap-2">
              <Icon d="M3 5.5A2.5 2.5 0 0 1 5.5 3h1.4a1 1 0 0 1 .95.68l1.1 3.3a1 1 0 0 1-.29 1.06L7.2 9.3a11 11 0 0 0 5.5 5.5l1.26-1.46a1 1 0 0 1 1.06-.29l3.3 1.1a1 1 0 0 1 .68.95v1.4a2.5 2.5 0 0 1-2.5 2.5C9.6 19 3 12.4 3 5.5Z" />
              <span className="sr-only">Phone:</span>
              <a href={`tel:+91${c.phone}`} className="font-semibold text-brand-700 hover:underline">{c.phone}</a>
            </p>
          )}
          {c.email && (
            <p className="flex items-center gap-2">
              <Icon d="M3 6.5A1.5 1.5 0 0 1 4.5 5h11A1.5 1.5 0 0 1 17 6.5v7a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 3 13.5v-7Zm1 .3 6 4.2 6-4.2" />
              <span className="sr-only">Email:</span>
              <a href={`mailto:${c.email}`} className="font-semibold break-all text-brand-700 hover:underline">{c.email}</a>
            </p>
          )}
        </div>
      ) : (
        <p className="mt-2 flex gap-2 rounded-lg bg-stone-50 p-3 text-sm text-stone-600">
          <Icon d="M6 9V6.5a4 4 0 1 1 8 0V9M5 9h10a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1v-6a1 1 0 0 1 1-1Z" />
          <span>{hiddenText[c.reason] ?? hiddenText.not_entitled}</span>
        </p>
      )}
      <p className="mt-3 border-t border-stone-100 pt-3 text-sm text-stone-600">
        YTM Verified On <span className="font-semibold text-stone-900">{p.ytmVerifiedOn}</span>
      </p>
    </aside>
  );
}

/** A small outline icon from one path (20×20 box). */
function Icon({ d }: { d: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0 self-start text-brand-700" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
      <path d={d} />
    </svg>
  );
}
