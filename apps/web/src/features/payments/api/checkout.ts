import { useMutation, useQuery } from "@tanstack/react-query";
import {
  ZPlan,
  ZSubscribeData,
  ZTestPayData,
  ZVerifyData,
  type TSubscribeRequest,
  type TTestPayRequest,
  type TVerifyRequest,
} from "@app/contract";
import { api } from "@/lib/api";

/** GET /api/plans/{id}: the price checkout shows comes from the server, whatever the link carried. */
export const usePlan = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: ["plans", "one", id],
    queryFn: ({ signal }) => api(`/plans/${id}`, { auth: "none", signal }, ZPlan),
    enabled,
    retry: false,
  });

/** POST /api/v1/payments/subscribe: the server's order for the plan. */
export const subscribe = (body: TSubscribeRequest) => api("/v1/payments/subscribe", { body }, ZSubscribeData);
export const useSubscribe = () => useMutation({ mutationFn: subscribe });

/** POST /api/v1/payments/verify: the gateway's signed result, checked and settled by the server. */
export const verifyPayment = (body: TVerifyRequest) => api("/v1/payments/verify", { body }, ZVerifyData);

/** POST /api/payments/test-gateway/pay: the test gateway dialog's Pay and Fail buttons. */
export const testPay = (body: TTestPayRequest) => api("/payments/test-gateway/pay", { body }, ZTestPayData);
