import { useTranslation } from "@/lib/i18n";
import { linkTarget } from "@app/contract";
import { ContentLink } from "@/components/content-link";
import { useBilingual } from "@/lib/bilingual";
import { useBusinessLinks } from "../api/get-business-links";

/** The footer's "Business Links" column: what the admin listed, in order; nothing while there are none. */
export function BusinessLinks() {
  const { t } = useTranslation();
  const pick = useBilingual();
  const { data } = useBusinessLinks();
  // A link saved before the rule that a browser would take to another site is left out.
  const links = data?.links.filter((l) => linkTarget(l.url)) ?? [];
  if (!links.length) return null;
  const cls = "text-sm text-brand-100 hover:text-white hover:underline";
  return (
    <div data-testid="business-links">
      <h2 className="text-sm font-semibold tracking-wider text-gold-300 uppercase">{t("footer.businessLinks")}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((l) => (
          <li key={l.id}>
            <ContentLink href={l.url} className={cls}>
              {pick(l.title, l.titleBn)}
            </ContentLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
