import { useQuery } from "@tanstack/react-query";
import { ZReceipt } from "@app/contract";
import { api } from "@/lib/api";

/** GET /api/payments/{id}/receipt: the printable receipt of the member's paid order. */
export const useReceipt = (id: string) =>
  useQuery({
    queryKey: ["receipt", id],
    queryFn: ({ signal }) => api(`/payments/${encodeURIComponent(id)}/receipt`, { signal }, ZReceipt),
    retry: false,
  });
