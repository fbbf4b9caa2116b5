import { storageKeys } from "@/lib/storage-keys";

/**
 * The result of one checkout, for its result screen: kept in that screen's memory only, so every
 * checkout starts from its own order and no earlier result can show again.
 */
export type PaymentStatus = {
  status: "success" | "failed";
  email: string;
  orderId: string;
  planName: string;
  /** The plan's Bengali name, shown when the page is in Bengali. */
  planNameBn?: string | null;
  /** Rupees: what the server's order says was paid (after a promo code), or was to be paid when it failed. */
  amount: number;
};

/** Earlier builds kept the last result in local storage (planPaymentStatus): it is removed, never shown. */
export const clearPaymentStatus = () => localStorage.removeItem(storageKeys.planPaymentStatus);
