import { Link } from "react-router";
import { buttonStyles } from "@/components/button-styles";
import { usePageMeta } from "@/lib/use-page-meta";

export function NotFound() {
  usePageMeta("Page not found", "The page you are looking for does not exist.");
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <p className="font-display text-7xl font-semibold text-brand-200">404</p>
      <h1 className="mt-4 font-display text-3xl font-semibold text-brand-900">Page not found</h1>
      <p className="mt-3 text-stone-600">The page you are looking for has moved or does not exist.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonStyles.primary}>
          Go to Home
        </Link>
        <Link to="/profiles" className={buttonStyles.outline}>
          Find a Match
        </Link>
      </div>
    </section>
  );
}
