import type { ReactNode } from "react";
import { useTranslation } from "@/lib/i18n";
import { Link } from "react-router";
import type { TReceipt } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { paymentsNs } from "@/lib/locales/payments";

/** A printable money document (receipt, credit note): links above it (not printed) and the page itself. */
export function DocumentShell({ links, print, children }: { links: { to: string; label: string }[]; print: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 print:max-w-none print:p-0">
      <div className="mb-4 flex flex-wrap justify-between gap-3 print:hidden">
        <div className="flex flex-wrap gap-3">
          {links.map((l) => (
            <Link key={l.to} to={l.to} className={buttonStyles.outline}>
              {l.label}
            </Link>
          ))}
        </div>
        <button type="button" onClick={() => window.print()} className={buttonStyles.primary}>
          {print}
        </button>
      </div>
      <article className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8 print:border-0 print:shadow-none">
        {children}
      </article>
    </div>
  );
}

/** Who issued the document: name, address and GSTIN. */
export function SellerBlock({ seller }: { seller: TReceipt["seller"] }) {
  const { t } = useTranslation(paymentsNs);
  return (
    <div>
      {/* The seller's legal name and address, as registered for GST: English in either language. */}
      <p lang="en" className="font-display text-2xl font-semibold text-brand-800">
        {seller.name}
      </p>
      <p lang="en" className="max-w-xs text-sm text-stone-600">
        {seller.address}
      </p>
      {seller.gstin && <p className="text-sm text-stone-600">{t("receipt.gstin", { gstin: seller.gstin })}</p>}
    </div>
  );
}

/** The member the document is for. */
export function MemberBlock({ title, member, location }: { title: string; member: TReceipt["member"]; location?: string }) {
  const { t } = useTranslation(paymentsNs);
  return (
    <div>
      <h2 className="text-xs font-semibold tracking-wider text-stone-500 uppercase">{title}</h2>
      <p className="mt-1 font-semibold text-stone-900">{member.name}</p>
      {member.adId && <p className="text-stone-700">{t("receipt.ad", { id: member.adId })}</p>}
      {location && <p className="text-stone-700">{location}</p>}
      {member.email && <p className="break-all text-stone-700">{member.email}</p>}
    </div>
  );
}

/** One line of the amounts: label and figure. */
export function AmountRow({
  label,
  value,
  strong = false,
  testId,
}: {
  label: ReactNode;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <div className="flex justify-between gap-4 py-2" data-testid={testId}>
      <dt className="text-stone-600">{label}</dt>
      <dd className={`text-right whitespace-nowrap tabular-nums ${strong ? "font-bold text-stone-900" : "text-stone-900"}`}>{value}</dd>
    </div>
  );
}
