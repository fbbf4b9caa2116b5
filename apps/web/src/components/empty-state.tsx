import { Link } from "react-router";
import { buttonStyles } from "./button-styles";

/** Nothing to show yet, with an optional link to where to start. */
export function EmptyState({ title, text, action }: { title?: string; text: string; action?: { label: string; to: string } }) {
  return (
    <div className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
      {title && <h2 className="font-display text-xl font-semibold text-stone-900">{title}</h2>}
      <p className="mx-auto mt-2 first:mt-0 max-w-md text-sm text-stone-600">{text}</p>
      {action && (
        <Link to={action.to} className={`${buttonStyles.primary} mt-5`}>
          {action.label}
        </Link>
      )}
    </div>
  );
}
