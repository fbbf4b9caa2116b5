import type { TPlace } from "@app/contract";

/** The place picker's listbox: each place with its state beside it; the active one is the combobox's active descendant. */
export function PlaceSuggestions({
  id,
  label,
  places,
  active,
  hidden,
  showCountry,
  onChoose,
  onActive,
}: {
  id: string;
  label: string;
  places: TPlace[];
  active: number;
  hidden: boolean;
  /** Names a place's country too (when the search is not of one country). */
  showCountry: boolean;
  onChoose: (p: TPlace) => void;
  onActive: (i: number) => void;
}) {
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={label}
      hidden={hidden}
      className="absolute z-30 mt-1 max-h-72 w-full overflow-auto rounded-xl border border-stone-200 bg-white py-1 shadow-lg"
    >
      {places.map((p, i) => (
        <li
          key={p.id}
          id={`${id}-${i}`}
          role="option"
          aria-selected={i === active}
          // Keeps the focus in the box, so choosing does not first close the list.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onChoose(p)}
          onMouseMove={() => onActive(i)}
          className={`flex cursor-pointer items-baseline justify-between gap-3 px-3.5 py-2.5 text-base ${i === active ? "bg-brand-50 text-brand-900" : "text-stone-900"}`}
        >
          <span className="font-medium">{p.name}</span>
          <span className="truncate text-sm text-stone-600">
            {p.region}
            {showCountry && p.country !== "IN" ? ` · ${p.country}` : ""}
          </span>
        </li>
      ))}
    </ul>
  );
}
