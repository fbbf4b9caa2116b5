import { useTranslation } from "@/lib/i18n";
import { paymentsNs } from "@/lib/locales/payments";

export type Member = { name: string; email?: string | null; phone: string };

/** The member's name, e-mail and phone as the order will carry them. */
export function MemberDetails({ member }: { member: Member }) {
  const { t } = useTranslation(paymentsNs);
  return (
    <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-3">
      <div>
        <dt className="text-stone-500">{t("checkout.name")}</dt>
        <dd className="font-medium text-stone-900">{member.name}</dd>
      </div>
      <div className="min-w-0">
        <dt className="text-stone-500">{t("checkout.email")}</dt>
        <dd className="truncate font-medium text-stone-900">{member.email ?? t("checkout.notProvided")}</dd>
      </div>
      <div>
        <dt className="text-stone-500">{t("checkout.phone")}</dt>
        <dd className="font-medium text-stone-900">{member.phone}</dd>
      </div>
    </dl>
  );
}
