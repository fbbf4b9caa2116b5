import { useQuery } from "@tanstack/react-query";
import { ZCreditNote } from "@app/contract";
import { api } from "@/lib/api";

/** GET /api/payments/{id}/credit-note: the credit note a refund of the member's order issued. */
export const useCreditNote = (id: string) =>
  useQuery({
    queryKey: ["credit-note", id],
    queryFn: ({ signal }) => api(`/payments/${encodeURIComponent(id)}/credit-note`, { signal }, ZCreditNote),
    retry: false,
  });
