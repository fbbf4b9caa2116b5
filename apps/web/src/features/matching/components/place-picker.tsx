import { useEffect, useId, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { TPlace } from "@app/contract";
import { Field, inputClasses, type FieldLook } from "@/components/field";
import { SelectBox } from "@/components/field-controls";
import { formatNumber } from "@/lib/format";
import { useTranslation } from "@/lib/i18n";
import { matchingNs } from "@/lib/locales/matching";
import { useDebounced } from "@/lib/use-debounced";
import { placeLabel, placeQuery, placeSearchQuery } from "../api/places";
import { comboboxKeys } from "../lib/combobox-keys";
import { PlaceSuggestions } from "./place-suggestions";

/** The countries offered first (India, Bangladesh, then where Bengali families live abroad); "any" searches all. */
export const placeCountries = ["IN", "BD", "NP", "US", "GB", "CA", "AU", "AE", "SG", "any"] as const;
type Country = (typeof placeCountries)[number];

export type PlacePickerProps = {
  /** The chosen place's id, "" when none. */
  value: string;
  onChange: (id: string) => void;
  onBlur?: () => void;
  error?: string;
  look?: FieldLook;
  /** Pauses before a search, in ms. */
  debounceMs?: number;
};

/**
 * The place of birth: a country and a town chosen from the places the server knows (a combobox with a
 * listbox of suggestions, keyboard and pointer). A chosen place is shown by name, also when the form is
 * drawn again with only its id.
 */
export function PlacePicker({ value, onChange, onBlur, error, look = "form", debounceMs = 250 }: PlacePickerProps) {
  const { t } = useTranslation(matchingNs);
  const qc = useQueryClient();
  const id = useId();
  const listId = `${id}-list`;
  const [country, setCountry] = useState<Country>("IN");
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const chosen = useQuery({ ...placeQuery(value), enabled: Boolean(value) });
  const chosenLabel = value && chosen.data ? placeLabel(chosen.data) : "";
  // The box shows the chosen place until the member types; typing searches, choosing or leaving shows the choice again.
  const [typing, setTyping] = useState(false);
  const shown = typing ? text : chosenLabel;
  const q = useDebounced(text.trim(), debounceMs);
  const search = useQuery({ ...placeSearchQuery(q, country === "any" ? null : country), enabled: open && typing && q.length > 0 });
  const places = typing && q.length > 0 ? (search.data ?? []) : [];
  useEffect(() => setActive(places.length ? 0 : -1), [places.length, q]);

  const choose = (p: TPlace) => {
    qc.setQueryData(placeQuery(p.id).queryKey, p);
    onChange(p.id);
    setTyping(false);
    setOpen(false);
  };
  const close = () => {
    setTyping(false);
    setOpen(false);
  };
  const onKey = comboboxKeys({ open, searching: typing, count: places.length, active, setOpen, setActive, close }, (i) =>
    choose(places[i]),
  );
  const expanded = open && typing && q.length > 0;
  const status = !expanded
    ? ""
    : search.isPending
      ? t("place.searching")
      : search.isError
        ? t("place.failed")
        : places.length === 0
          ? t("place.none", { q })
          : t("place.found", { count: places.length, n: formatNumber(places.length) });

  return (
    <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <Field label={t("place.country")} look={look}>
        {(a11y) => (
          <SelectBox {...a11y} look={look} value={country} onChange={(e) => setCountry(e.target.value as Country)}>
            {placeCountries.map((c) => (
              <option key={c} value={c}>
                {t(`place.countries.${c}`)}
              </option>
            ))}
          </SelectBox>
        )}
      </Field>
      <Field label={t("place.town")} look={look} error={error} hint={t("place.townHint")}>
        {(a11y) => (
          <div className="relative">
            <input
              {...a11y}
              type="text"
              role="combobox"
              autoComplete="off"
              spellCheck={false}
              aria-autocomplete="list"
              aria-expanded={expanded}
              aria-controls={listId}
              aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
              placeholder={value && chosen.isPending ? t("place.loadingChosen") : t("place.placeholder")}
              value={shown}
              onChange={(e) => {
                setText(e.target.value);
                setTyping(true);
                setOpen(true);
              }}
              onKeyDown={onKey}
              onBlur={() => {
                close();
                onBlur?.();
              }}
              className={`${inputClasses[look]} ${value ? "pr-11" : ""}`}
            />
            {value && (
              <button
                type="button"
                onClick={() => {
                  onChange("");
                  setText("");
                  setTyping(false);
                }}
                aria-label={t("place.clear")}
                className="absolute top-1/2 right-1.5 flex size-9 -translate-y-1/2 items-center justify-center rounded-full text-stone-500 hover:bg-stone-100 hover:text-stone-800 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
                  <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
                </svg>
              </button>
            )}
            <PlaceSuggestions
              id={listId}
              label={t("place.suggestions")}
              places={places}
              active={active}
              hidden={!expanded || places.length === 0}
              showCountry={country === "any"}
              onChoose={choose}
              onActive={setActive}
            />
            <p role="status" aria-live="polite" className={status && places.length === 0 ? "mt-1.5 text-sm text-stone-600" : "sr-only"}>
              {status}
            </p>
          </div>
        )}
      </Field>
    </div>
  );
}
