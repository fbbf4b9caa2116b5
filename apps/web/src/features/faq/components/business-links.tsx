import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { useBilingual } from "@/lib/bilingual";
import { useBusinessLinks } from "../api/get-business-links";

/** The footer's "Business Links" column: what the admin listed, in order; nothing while there are none. */
export function BusinessLinks() {
  const { t } = useTranslation();
  const pick = useBilingual();
  const { data } = useBusinessLinks();
  if (!data?.links.length) return null;
  const cls = "text-sm text-brand-100 hover:text-white hover:underline";
  return (
    <div data-testid="business-links">
      <h2 className="text-sm font-semibold tracking-wider text-gold-300 uppercase">{t("footer.businessLinks")}</h2>
      <ul className="mt-3 space-y-2">
        {data.links.map((l) => (
          <li key={l.id}>
            {l.url.startsWith("/") ? (
              <Link to={l.url} className={cls}>
                {pick(l.title, l.titleBn)}
              </Link>
            ) : (
              <a href={l.url} target="_blank" rel="noopener noreferrer" className={cls}>
                {pick(l.title, l.titleBn)}
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
