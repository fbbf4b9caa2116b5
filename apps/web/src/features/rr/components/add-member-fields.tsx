import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "@/lib/i18n";
import { rrNs } from "@/lib/locales/rr";
import { SelectOptions } from "@/components/select-options";
import { localizeMessage } from "@/lib/messages";
import { fieldError, input, label } from "./ui";

type Props = { name: string; caption: string; required?: boolean; registration: UseFormRegisterReturn; error?: string };

function Caption({ name, caption, required }: Pick<Props, "name" | "caption" | "required">) {
  return (
    <label htmlFor={`rr-add-${name}`} className={label}>
      {caption}
      {required && <span className="text-red-700"> *</span>}
    </label>
  );
}

/** A text input of Add Member, with its error in the RR's language. */
export function AddText({ name, type, caption, required, registration, error }: Props & { type: string }) {
  return (
    <div>
      <Caption name={name} caption={caption} required={required} />
      <input id={`rr-add-${name}`} type={type} className={input} aria-invalid={Boolean(error)} {...registration} />
      {error && <p className={fieldError}>{localizeMessage(error)}</p>}
    </div>
  );
}

/** A choice of Add Member (empty while it has no options); `then` runs after a change (the lists below it empty). */
export function AddSelect({
  name,
  caption,
  list,
  required,
  registration,
  error,
  then,
}: Props & { list: readonly { value: string; label: string; bn?: string }[]; then?: { onChange: () => void } }) {
  const { t } = useTranslation(rrNs);
  return (
    <div>
      <Caption name={name} caption={caption} required={required} />
      <select
        id={`rr-add-${name}`}
        className={input}
        aria-invalid={Boolean(error)}
        disabled={list.length === 0}
        {...registration}
        onChange={(e) => {
          void registration.onChange(e);
          then?.onChange();
        }}
      >
        <SelectOptions placeholder={t("add.choose")} options={list} />
      </select>
      {error && <p className={fieldError}>{localizeMessage(error)}</p>}
    </div>
  );
}
