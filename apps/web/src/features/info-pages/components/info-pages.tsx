import type { ReactNode } from "react";
import { Link } from "react-router";
import { Trans, useTranslation } from "@/lib/i18n";
import { buttonStyles } from "@/components/button-styles";
import { infoNs } from "@/lib/locales/info";
import { useSession } from "@/lib/session";
import { usePageMeta } from "@/lib/use-page-meta";
import { InfoCard, InfoLayout, Steps } from "./info-layout";

type PageProps = { aside?: ReactNode };

/** The page title and description of an information page, in the chosen language. */
export function useInfoPageMeta(page: "workflow" | "proposal" | "ytm" | "announcement" | "about" | "benefit" | "portals") {
  const { t } = useTranslation(infoNs);
  usePageMeta(t(`meta.${page}.title`), t(`meta.${page}.description`));
}

const workflowSteps = ["post", "verify", "circulates", "receive", "send", "settle"] as const;

export function WorkflowPage({ aside }: PageProps) {
  const { t } = useTranslation(infoNs);
  return (
    <InfoLayout eyebrow={t("workflow.eyebrow")} title={t("workflow.title")} intro={t("workflow.intro")} aside={aside}>
      <Steps steps={workflowSteps.map((s) => ({ title: t(`workflow.steps.${s}.title`), text: t(`workflow.steps.${s}.text`) }))} />
      <InfoCard title={t("workflow.privacyTitle")}>
        <p>{t("workflow.privacyText")}</p>
      </InfoCard>
      <Link to="/register" className={buttonStyles.primary}>
        {t("postAdFree")}
      </Link>
    </InfoLayout>
  );
}

export function ProposalPage({ aside }: PageProps) {
  const { t } = useTranslation(infoNs);
  return (
    <InfoLayout eyebrow={t("proposal.eyebrow")} title={t("proposal.title")} intro={t("proposal.intro")} aside={aside}>
      <InfoCard title={t("proposal.howTitle")}>
        <p>
          <Trans t={t} i18nKey="proposal.how" />
        </p>
        <p>
          <Trans t={t} i18nKey="proposal.limit" />
        </p>
      </InfoCard>
      <InfoCard title={t("proposal.bonusTitle")}>
        <ul className="list-disc space-y-1 pl-5">
          <li>{t("proposal.bonus.register")}</li>
          <li>{t("proposal.bonus.pictures")}</li>
          <li>{t("proposal.bonus.kyc")}</li>
        </ul>
      </InfoCard>
      <InfoCard title={t("proposal.moreTitle")}>
        <p>{t("proposal.more")}</p>
        <Link to="/plans" className={buttonStyles.outline}>
          {t("proposal.packs")}
        </Link>
      </InfoCard>
    </InfoLayout>
  );
}

export function YetToMarryPage({ aside }: PageProps) {
  const { t } = useTranslation(infoNs);
  return (
    <InfoLayout eyebrow={t("ytm.eyebrow")} title={t("ytm.title")} intro={t("ytm.intro")} aside={aside}>
      <InfoCard title={t("ytm.whyTitle")}>
        <p>
          <Trans t={t} i18nKey="ytm.why" />
        </p>
      </InfoCard>
      <InfoCard title={t("ytm.howTitle")}>
        <ul className="list-disc space-y-1 pl-5">
          <li>{t("ytm.how.login")}</li>
          <li>{t("ytm.how.reply")}</li>
          <li>{t("ytm.how.link")}</li>
        </ul>
        <p>{t("ytm.notDeleted")}</p>
      </InfoCard>
      <InfoCard title={t("ytm.requestTitle")}>
        <p>
          <Trans t={t} i18nKey="ytm.request" />
        </p>
      </InfoCard>
    </InfoLayout>
  );
}

export function AnnouncementPage({ aside, feesTable }: PageProps & { feesTable: ReactNode }) {
  const { t } = useTranslation(infoNs);
  const signedIn = useSession().isAuthenticated;
  return (
    <InfoLayout eyebrow={t("announcement.eyebrow")} title={t("announcement.title")} intro={t("announcement.intro")} aside={aside}>
      <section aria-labelledby="video-plans-title" className="space-y-3">
        <h2 id="video-plans-title" className="font-display text-2xl font-semibold text-brand-900">
          {t("announcement.plansTitle")}
        </h2>
        {feesTable}
        <p className="text-sm text-stone-600">{t("announcement.fees")}</p>
      </section>
      <InfoCard title={t("announcement.assuranceTitle")}>
        <p>{t("announcement.assurance")}</p>
        <p>{t("announcement.guarantee")}</p>
      </InfoCard>
      {/* A visitor registers or logs in; a signed-in member buys a package from the table above. */}
      {!signedIn && (
        <div className="flex flex-wrap gap-3">
          <Link to="/register" className={buttonStyles.primary}>
            {t("announcement.register")}
          </Link>
          <Link to="/login" className={buttonStyles.outline}>
            {t("announcement.login")}
          </Link>
        </div>
      )}
    </InfoLayout>
  );
}
