import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { ZContactViewsData } from "@app/contract";
import { api } from "@/lib/api";
import { keys } from "./keys";

export type ContactViewDirection = "of_me" | "by_me";

/** GET /api/contact-views?direction=of_me|by_me: who opened my contact, or whose contact I opened. */
export const getContactViews = (direction: ContactViewDirection, page: number, signal?: AbortSignal) =>
  api(`/contact-views?direction=${direction}&page=${page}&limit=10`, { signal }, ZContactViewsData);

export const contactViewsQuery = (direction: ContactViewDirection, page: number) =>
  queryOptions({
    queryKey: [...keys.contactViews, direction, page],
    queryFn: ({ signal }) => getContactViews(direction, page, signal),
    placeholderData: keepPreviousData,
  });

export const useContactViews = (direction: ContactViewDirection, page: number) => useQuery(contactViewsQuery(direction, page));
