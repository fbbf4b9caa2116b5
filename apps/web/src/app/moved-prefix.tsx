import { Navigate, useLocation } from "react-router";

/** A route for an older address prefix: sends the visitor to the same screen under the new one, query kept. */
export function movedPrefix(from: string, to: string) {
  return function MovedPrefix() {
    const { pathname, search } = useLocation();
    return <Navigate to={`${to}${pathname.slice(from.length)}${search}`} replace />;
  };
}
