import { Outlet } from "react-router";
import { RouteError } from "../route-error";

/** The pages inside the site's layout: a page's error is shown in its place, header and footer kept. */
export default function Pages() {
  return <Outlet />;
}

export const ErrorBoundary = RouteError;
