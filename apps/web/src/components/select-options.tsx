import { useTranslation } from "@/lib/i18n";
import { optionLabel } from "@/lib/options";

/** The options of a <select>: an empty choice showing the placeholder, then each option in the chosen language. */
export function SelectOptions({
  placeholder,
  options,
}: {
  placeholder: string;
  options: readonly { value: string; label: string; bn?: string }[];
}) {
  const { i18n } = useTranslation();
  return (
    <>
      <option value="">{placeholder}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {optionLabel(o, i18n.language)}
        </option>
      ))}
    </>
  );
}
