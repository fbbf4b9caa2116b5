import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "@/lib/i18n";
import { PlansPage, plansSeed } from "@/features/plans";
import { plansNs } from "@/lib/locales/plans";
import { useServedAnswer } from "@/lib/served-answers";
import { usePageMeta } from "@/lib/use-page-meta";
import "../load-context";

/** On the server: the plans, to draw the page with its prices. */
export async function loader({ context }: LoaderFunctionArgs) {
  // `react-router dev` gives no lookups: the page then asks for the plans itself.
  return { plans: context?.plans ? await context.plans("main") : null };
}

/** In the browser, moving here from another page: the page asks for the plans itself (or has them). */
export async function clientLoader() {
  return { plans: null };
}

export default function PlansRoute() {
  const { t } = useTranslation(plansNs);
  usePageMeta(t("meta.title"), t("meta.description"));
  const { plans } = useLoaderData<typeof loader>();
  useServedAnswer(plans && plansSeed("main", plans));
  return <PlansPage />;
}
