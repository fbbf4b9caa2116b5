import { useTranslation } from "@/lib/i18n";
import type { TAdvertiserContact } from "@app/contract";
import { Icon, icons } from "@/components/icon";
import { proposalsNs } from "@/lib/locales/proposals";
import { useOptionLabel } from "@/lib/options";

/** Phone (tel: link) and e-mail (mailto: link) of a visible contact detail. */
export function ContactLines({ c, className = "" }: { c: TAdvertiserContact; className?: string }) {
  const { t } = useTranslation(proposalsNs);
  const optionText = useOptionLabel();
  return (
    <div className={`space-y-1.5 text-sm ${className}`}>
      {c.advertiserName && (
        <p className="flex items-start gap-2 text-stone-700">
          <Icon d={icons.user} />
          <span>
            {c.advertiserName}
            {c.relation ? <span className="text-stone-500"> ({optionText(c.relation)})</span> : null}
          </span>
        </p>
      )}
      {c.phone && (
        <p className="flex items-start gap-2">
          <Icon d={icons.phone} />
          <span className="sr-only">{t("contact.phone")}</span>
          <a href={`tel:+91${c.phone}`} className="font-semibold text-brand-700 hover:underline">
            {c.phone}
          </a>
        </p>
      )}
      {c.email && (
        <p className="flex items-start gap-2">
          <Icon d={icons.mail} />
          <span className="sr-only">{t("contact.email")}</span>
          <a href={`mailto:${c.email}`} className="font-semibold break-all text-brand-700 hover:underline">
            {c.email}
          </a>
        </p>
      )}
    </div>
  );
}
