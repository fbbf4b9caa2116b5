import { useMutation } from "@tanstack/react-query";
import { ZPromoCheckData, type TPromoCheckRequest } from "@app/contract";
import { api } from "@/lib/api";

/** POST /api/promo/check: the plan's price with a promo code, as the server will charge it (no use is taken). */
export const checkPromo = (body: TPromoCheckRequest) => api("/promo/check", { method: "POST", body }, ZPromoCheckData);
export const useCheckPromo = () => useMutation({ mutationFn: checkPromo });
