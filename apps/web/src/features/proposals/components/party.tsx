import { useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { Link } from "react-router";
import type { TProposalParty, TProposalStatus } from "@app/contract";
import { formatNumber } from "@/lib/format";
import { proposalsNs } from "@/lib/locales/proposals";

/** The other member of a proposal, a view or a block: photo, name, profile id (a link while the ad is listed). */
export function Party({ p, size = "md" }: { p: TProposalParty; size?: "sm" | "md" }) {
  const { t } = useTranslation(proposalsNs);
  const [broken, setBroken] = useState(false);
  const box = size === "sm" ? "size-11" : "size-16";
  return (
    <div className="flex min-w-0 items-center gap-3">
      <div className={`${box} shrink-0 overflow-hidden rounded-xl bg-gradient-to-br from-brand-50 to-gold-100`}>
        {p.image && !broken ? (
          <img
            src={p.image}
            alt=""
            width={64}
            height={64}
            loading="lazy"
            onError={() => setBroken(true)}
            className="size-full object-cover"
          />
        ) : (
          <svg aria-hidden viewBox="0 0 24 24" className="size-full p-2 text-brand-200" fill="currentColor">
            <path d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-4.4 0-8 2.2-8 5v1h16v-1c0-2.8-3.6-5-8-5z" />
          </svg>
        )}
      </div>
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase">
          {p.listed ? (
            <Link to={`/profile/${encodeURIComponent(p.profileId)}`} className="hover:underline">
              {p.profileId}
            </Link>
          ) : (
            <span title={t("party.notListedTitle")}>{p.profileId}</span>
          )}
        </p>
        <p className="truncate font-semibold text-stone-900">{p.name}</p>
        <p className="text-xs text-stone-500">
          {p.gender === "bride" ? t("party.bride") : t("party.groom")}
          {p.age ? t("party.age", { age: formatNumber(p.age) }) : ""}
          {p.listed ? "" : t("party.notListed")}
        </p>
      </div>
    </div>
  );
}

const statusStyle: Record<TProposalStatus, string> = {
  pending: "bg-amber-100 text-amber-900",
  accepted: "bg-emerald-100 text-emerald-800",
  declined: "bg-stone-200 text-stone-700",
};
export function StatusBadge({ status }: { status: TProposalStatus }) {
  const { t } = useTranslation(proposalsNs);
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusStyle[status]}`}>{t(`status.${status}`)}</span>
  );
}
