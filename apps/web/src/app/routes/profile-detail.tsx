import { useLoaderData, useParams, type LoaderFunctionArgs } from "react-router";
import { ProfileDetailPage, visitorDetailSeed } from "@/features/profile-detail";
import { useServedAnswer } from "@/lib/served-answers";
import "../load-context";

/** On the server: the ad as a visitor who is not signed in sees it, to draw the page from. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  // `react-router dev` gives no lookups: the page then asks for the ad itself.
  return { detail: params.id && context?.profileDetail ? await context.profileDetail(params.id) : null };
}

/** In the browser, moving here from another page: the page asks for the ad itself, as the viewer it is. */
export async function clientLoader() {
  return { detail: null };
}

export default function ProfileDetailRoute() {
  const { detail } = useLoaderData<typeof loader>();
  const { id = "" } = useParams();
  useServedAnswer(detail && visitorDetailSeed(id, detail));
  return <ProfileDetailPage />;
}
