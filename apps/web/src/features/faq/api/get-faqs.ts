import { queryOptions, useQuery } from "@tanstack/react-query";
import { ZFaqs } from "@app/contract";
import { api } from "@/lib/api";

/** GET /api/faqs — the questions of the /faq page, in the admin's order. */
export const faqsQuery = () =>
  queryOptions({
    queryKey: ["faqs"],
    queryFn: ({ signal }) => api("/faqs", { auth: "none", signal }, ZFaqs),
    staleTime: 60_000,
  });
export const useFaqs = () => useQuery(faqsQuery());
