/** The options of a <select>: an empty choice showing the placeholder, then each option. */
export function SelectOptions({ placeholder, options }: { placeholder: string; options: readonly { value: string; label: string }[] }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </>
  );
}
