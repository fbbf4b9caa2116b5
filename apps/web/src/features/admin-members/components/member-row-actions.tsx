import { useTranslation } from "@/lib/i18n";
import { Link } from "react-router";
import type { TAdminMemberRow } from "@app/contract";
import { adminNs } from "@/lib/locales/admin";
import { useAdminBase } from "@/features/admin-auth";

const link = "rounded-lg border border-stone-300 px-2 py-1 text-xs font-semibold text-stone-700 hover:border-brand-300";

/** A member row's View and Payment links, Activate (a suspended member) or Suspend, and Delete. */
export function MemberRowActions({
  r,
  onActivate,
  onSuspend,
  onDelete,
}: {
  r: TAdminMemberRow;
  onActivate: () => void;
  onSuspend: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation(adminNs);
  const base = useAdminBase();
  return (
    <div className="grid grid-cols-2 gap-1.5 sm:w-max sm:grid-cols-4 md:grid-cols-1 2xl:grid-cols-2 [&>*]:text-center">
      <Link to={`${base}/member/${r.id}`} className={link}>
        {t("members.view")}
      </Link>
      <Link to={`${base}/member/${r.id}#plan`} className={link}>
        {t("members.payment")}
      </Link>
      {r.status === "suspended" ? (
        <button
          type="button"
          className="rounded-lg bg-emerald-700 px-2 py-1 text-xs font-semibold text-white hover:bg-emerald-800"
          onClick={onActivate}
        >
          {t("members.activate")}
        </button>
      ) : (
        <button
          type="button"
          className="rounded-lg bg-amber-700 px-2 py-1 text-xs font-semibold text-white hover:bg-amber-800"
          onClick={onSuspend}
        >
          {t("members.suspend")}
        </button>
      )}
      <button
        type="button"
        className="rounded-lg bg-red-700 px-2 py-1 text-xs font-semibold text-white hover:bg-red-800"
        onClick={onDelete}
      >
        {t("members.delete")}
      </button>
    </div>
  );
}
