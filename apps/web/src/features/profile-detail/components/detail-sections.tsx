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
