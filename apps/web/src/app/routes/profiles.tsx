import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from "react-router";
import { BrowsePage, visitorBrowseSeed, visitorBrowseQuery } from "@/features/browse";
import { useServedAnswer } from "@/lib/served-answers";
import "../load-context";

/** On the server: the page of ads the address asks for, as a visitor who is not signed in sees it. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  // `react-router dev` gives no lookups: the page then asks for the ads itself.
  const query = visitorBrowseQuery(new URL(request.url).searchParams);
  return { ads: query && context?.adProfiles ? await context.adProfiles(query) : null };
}

/** In the browser, moving here from another page: the page asks for the ads itself, as the viewer it is. */
export async function clientLoader() {
  return { ads: null };
}

export default function ProfilesRoute() {
  const { ads } = useLoaderData<typeof loader>();
  const [sp] = useSearchParams();
  useServedAnswer(ads && visitorBrowseSeed(sp, ads));
  return <BrowsePage />;
}
