import { useTranslation } from "@/lib/i18n";
import { heightOptions } from "@app/contract";
import { formatDate, formatNumber, localDigits } from "@/lib/format";
import { adminNs } from "@/lib/locales/admin";
import { myAdNs } from "@/lib/locales/my-ad";
import { useOptionLabel } from "@/lib/options";

type Value = string | number | boolean | null;

/** A height in inches as the site writes it (54 → 4'6"), in the language's digits. */
export function heightText(inches: number): string {
  const label = heightOptions.find((o) => o.value === String(inches))?.label ?? `${Math.floor(inches / 12)}'${inches % 12}"`;
  return localDigits(label);
}

/**
 * A stored value of a member's ad in words an admin reads: a height as the site shows it, the
 * member's contact and photo choices in the words of their own privacy screen, days and times as
 * dates, numbers in the language's digits, and a stored choice ("Hindu") through the option lists.
 */
export function useFactValue() {
  const { t } = useTranslation(adminNs);
  const { t: mine } = useTranslation(myAdNs);
  const optionText = useOptionLabel();
  return (key: string, v: Value): string => {
    if (v === null || v === "") return "—";
    if (key === "heightInches" && typeof v === "number") return heightText(v);
    if (typeof v === "number") return formatNumber(v);
    if (typeof v === "boolean") return v ? "✓" : "✗";
    if (key === "contactVisibility") return mine(`privacy.choices.${v}.label`, { defaultValue: v });
    if (key === "photoVisibility") return mine(`privacy.photoChoices.${v}.label`, { defaultValue: v });
    if (key === "visibility") return t(`member.adVisibility.${v}`, { defaultValue: v });
    // A calendar day (date of birth) or an instant (the last yet-to-marry confirmation).
    if (/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}(\.\d+)?Z)?$/.test(v)) return formatDate(v);
    return optionText(v);
  };
}
