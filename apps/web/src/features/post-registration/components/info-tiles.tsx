import { useTranslation } from "@/lib/i18n";
import { postRegNs } from "@/lib/locales/post-reg";

const tiles = [
  {
    key: "matching",
    icon: "M15.75 6a3.75 3.75 0 1 1-7.5 0 3.75 3.75 0 0 1 7.5 0zM4.5 20.1a7.5 7.5 0 0 1 15 0A17.9 17.9 0 0 1 12 21.75c-2.68 0-5.22-.58-7.5-1.64z",
  },
  {
    key: "receive",
    icon: "M2.25 13.5h3.86a2.25 2.25 0 0 1 2.02 1.24l.24.51a2.25 2.25 0 0 0 2.02 1.25h3.22a2.25 2.25 0 0 0 2.02-1.25l.24-.5a2.25 2.25 0 0 1 2.02-1.25h3.86M2.25 13.5V18a2.25 2.25 0 0 0 2.25 2.25h15A2.25 2.25 0 0 0 21.75 18v-4.5m-19.5 0 2.58-7.73A2.25 2.25 0 0 1 6.97 4.5h10.06a2.25 2.25 0 0 1 2.14 1.27l2.58 7.73",
  },
  {
    key: "send",
    icon: "M6 12 3.27 3.13A59.77 59.77 0 0 1 21.49 12 59.77 59.77 0 0 1 3.27 20.88L6 12zm0 0h7.5",
  },
  {
    key: "newspaper",
    icon: "M12 7.5h1.5m-1.5 3h1.5m-7.5 3h7.5m-7.5 3h7.5m3-9h3.38c.62 0 1.12.5 1.12 1.13V18a2.25 2.25 0 0 1-2.25 2.25M16.5 7.5V18a2.25 2.25 0 0 0 2.25 2.25M16.5 7.5V4.88c0-.63-.5-1.13-1.13-1.13H4.13C3.5 3.75 3 4.25 3 4.88V18a2.25 2.25 0 0 0 2.25 2.25h13.5M6 7.5h3v3H6v-3z",
  },
];

/** The four "what you can do now" tiles. */
export function InfoTiles() {
  const { t } = useTranslation(postRegNs);
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {tiles.map((tile) => (
        <li key={tile.key} className="flex gap-4 rounded-xl border border-stone-200 bg-white p-4">
          <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <svg
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d={tile.icon} />
            </svg>
          </span>
          <div>
            <h3 className="font-semibold text-stone-900">{t(`tiles.${tile.key}.title`)}</h3>
            <p className="mt-1 text-sm leading-relaxed text-stone-600">{t(`tiles.${tile.key}.text`)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
