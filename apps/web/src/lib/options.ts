import { useDeferredValue } from "react";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ZOptionsData } from "@app/contract";
import { bengaliLabels } from "@app/contract/options";
import defaultOptions, { etag as defaultOptionsEtag } from "virtual:default-options";
import { useTranslation } from "./i18n";
import type { z } from "zod";
import { apiUnlessUnchanged, contractSchema } from "./api";

/** Every selectable list (religions → communities → castes, qualifications, professions, states, …). */
export type SelectOptions = z.infer<typeof ZOptionsData>;

/**
 * GET /api/options, fetched once and shared by every form that offers these lists. While no admin has
 * changed them, the server's lists are the built-in ones: it answers 304 and the built-in copy stays.
 */
export const optionsQuery = queryOptions({
  queryKey: ["options"],
  queryFn: ({ signal }): Promise<SelectOptions> =>
    apiUnlessUnchanged("/options", { auth: "none", signal }, contractSchema("ZOptionsData"), {
      etag: defaultOptionsEtag,
      value: defaultOptions,
    }),
  staleTime: 10 * 60_000,
});

/**
 * The option lists; the built-in defaults while loading or when the server cannot be reached, so forms
 * stay usable. Lists an admin changed replace the defaults in the background (`useDeferredValue`): React
 * Query hands an answer over synchronously, and re-drawing every list of a form at once (the
 * registration form's, as it starts) is one long task that freezes a slow phone.
 */
export function useOptions(): { options: SelectOptions } {
  const q = useQuery(optionsQuery);
  return { options: useDeferredValue(q.data ?? defaultOptions) };
}

/** An option's label in the given language: its Bengali label, else the Bengali of its English label (shared lists such as filters), else the English. */
export const optionLabel = (o: { label: string; bn?: string }, lng: string) =>
  lng === "bn" ? (o.bn ?? bengaliLabels[o.label] ?? o.label) : o.label;

/** The label of a stored value in the given language (the value itself when the list does not have it). */
export function labelOf(list: readonly { value: string; label: string; bn?: string }[], value: string, lng: string): string {
  const o = list.find((x) => x.value === value);
  return o ? optionLabel(o, lng) : value;
}

/**
 * Labels in the chosen language, re-rendering when it changes: of an option (its `bn`), or of a value
 * an ad stores (registration lists store the English label, e.g. "Never Married" → "অবিবাহিত").
 */
export function useOptionLabel() {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  return (o: string | { label: string; bn?: string }) =>
    typeof o === "string" ? (lng === "bn" ? (bengaliLabels[o] ?? o) : o) : optionLabel(o, lng);
}

/**
 * A list with the member's own current value added when it is no longer offered (an admin retired
 * it after the member chose it): the edit form still shows it, and the server keeps accepting it.
 */
export function withHeld<T extends { value: string; label: string; bn?: string }>(list: T[], held: string | null | undefined): T[] {
  if (!held || list.some((o) => o.value === held)) return list;
  return [...list, { value: held, label: held, bn: bengaliLabels[held] } as T];
}
