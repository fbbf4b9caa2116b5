import { useTranslation } from "@/lib/i18n";
import { Link, useParams } from "react-router";
import { buttonStyles } from "@/components/button-styles";
import { useAuth } from "@/features/auth";
import { TrialOffer } from "@/features/payments";
import { checkoutUrl } from "@/features/plans";
import { PostRegistrationPage } from "@/features/post-registration";
import { postRegNs } from "@/lib/locales/post-reg";

/** The Basic Ad offer goes through the same checkout as every plan (plan 8; the price is re-read there). */
const basicAd = {
  id: 8,
  name: "Basic Ad Till Marriage",
  price: 25,
  description: "Basic text ad for till marriage, one-time payment.",
  type: "text" as const,
};

/** /post-reg/:id and /post-reg. */
export default function PostRegRoute() {
  const { t } = useTranslation(postRegNs);
  const { id } = useParams();
  const auth = useAuth();
  return (
    <PostRegistrationPage
      key={id ?? ""}
      id={id}
      offerActions={{
        basicAd: (
          <Link to={checkoutUrl(basicAd)} state={{ plan: basicAd }} className={`${buttonStyles.primary} py-1.5 text-sm`}>
            {t("offers.getBasic")}
          </Link>
        ),
        trial: auth.isAuthenticated ? <TrialOffer /> : null,
      }}
    />
  );
}
