import { lazy, Suspense, useCallback, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "@/lib/i18n";
import { BrandMark } from "@/components/brand-logo";
import { appConfig } from "@/lib/config";
import { useNear } from "@/lib/use-near";
import { NewsletterPlaceholder } from "./newsletter-placeholder";

// The form (react-hook-form and the contract's schema) loads when the footer comes near, keeping the first page light.
const NewsletterForm = lazy(() => import("./newsletter-form").then((m) => ({ default: m.NewsletterForm })));

function Newsletter() {
  const [near, setNear] = useState(false);
  const onNear = useCallback(() => setNear(true), []);
  if (!near) return <NewsletterPlaceholder onNear={onNear} />;
  return (
    <Suspense fallback={<NewsletterPlaceholder />}>
      <NewsletterForm />
    </Suspense>
  );
}
// The admin's business links (their code, request and answer schema), fetched as the footer comes near;
// nothing is shown while there are none.
const BusinessLinks = lazy(() => import("@/features/faq").then((m) => ({ default: m.BusinessLinks })));

type FooterLink = { to: string; label: string };

function LinkList({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wider text-gold-300 uppercase">{title}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((l) => (
          <li key={l.to + l.label}>
            <Link to={l.to} className="text-sm text-brand-100 hover:text-white hover:underline">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Site footer: link lists, newsletter box and copyright. */
export function Footer() {
  const { t } = useTranslation();
  const [navRef, near] = useNear<HTMLElement>();
  const quick: FooterLink[] = [
    { to: "/about", label: t("nav.about") },
    { to: "/workflow", label: t("nav.workflow") },
    { to: "/benefit", label: t("nav.benefit") },
    { to: "/plans", label: t("nav.plans") },
    { to: "/blogs", label: t("nav.blogs") },
    { to: "/faq", label: t("footer.faq") },
    { to: "/register", label: t("nav.register") },
  ];
  const gender: FooterLink[] = [
    { to: "/profiles?profileFor=bride", label: t("footer.bride") },
    { to: "/profiles?profileFor=groom", label: t("footer.groom") },
  ];
  const religion: FooterLink[] = [
    { to: "/profiles?religion=hindu", label: t("footer.hindu") },
    { to: "/profiles?religion=christian", label: t("footer.christian") },
    { to: "/profiles?religion=muslim", label: t("footer.muslim") },
    { to: "/profiles", label: t("footer.viewAll") },
  ];
  const community: FooterLink[] = [
    { to: "/profiles?community=bengali", label: t("footer.bengali") },
    { to: "/profiles?community=punjabi", label: t("footer.punjabi") },
    { to: "/profiles", label: t("footer.viewAll") },
  ];

  return (
    <footer className="render-near mt-auto bg-brand-900 text-brand-100 [contain-intrinsic-block-size:auto_60rem] lg:[contain-intrinsic-block-size:auto_28rem] print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.3fr_2fr_1.3fr]">
        <div>
          <Link to="/" className="inline-flex items-center gap-2.5">
            <BrandMark className="size-10" />
            <span className="font-display text-2xl font-semibold text-white">{t("brand.name")}</span>
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-brand-200">{t("footer.about")}</p>
        </div>
        <nav ref={navRef} aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          <LinkList title={t("footer.quickLinks")} links={quick} />
          <LinkList title={t("footer.byGender")} links={gender} />
          <LinkList title={t("footer.byReligion")} links={religion} />
          <LinkList title={t("footer.byCommunity")} links={community} />
          {near && (
            <Suspense fallback={null}>
              <BusinessLinks />
            </Suspense>
          )}
        </nav>
        <div>
          <h2 className="text-sm font-semibold tracking-wider text-gold-300 uppercase">{t("footer.newsletterTitle")}</h2>
          <p className="mt-3 mb-3 text-sm text-brand-200">{t("footer.newsletterText")}</p>
          <Newsletter />
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-2 px-4 py-5 text-xs text-brand-200 sm:flex-row sm:px-6">
          <p>{t("footer.copyright", { year: appConfig.copyrightYear })}</p>
          <Link to="/portals" className="hover:text-white hover:underline">
            {t("footer.portals")}
          </Link>
        </div>
      </div>
    </footer>
  );
}
