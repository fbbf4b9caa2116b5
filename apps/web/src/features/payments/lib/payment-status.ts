import { storageKeys } from "@/lib/storage-keys";

/** What checkout keeps in local storage under planPaymentStatus (spec): the last result. */
export type PaymentStatus = {
  status: "success" | "failed";
  email: string;
  orderId: string;
  planName: string;
  /** The plan's Bengali name, shown when the page is in Bengali. */
  planNameBn?: string | null;
  planPrice: number;
  timestamp: number;
};

export function readPaymentStatus(): PaymentStatus | null {
  try {
    const v = JSON.parse(localStorage.getItem(storageKeys.planPaymentStatus) ?? "null") as Partial<PaymentStatus> | null;
    if (!v || (v.status !== "success" && v.status !== "failed")) return null;
    return {
      status: v.status,
      email: typeof v.email === "string" ? v.email : "",
      orderId: typeof v.orderId === "string" ? v.orderId : "",
      planName: typeof v.planName === "string" ? v.planName : "",
      planNameBn: typeof v.planNameBn === "string" ? v.planNameBn : null,
      planPrice: typeof v.planPrice === "number" ? v.planPrice : 0,
      timestamp: typeof v.timestamp === "number" ? v.timestamp : 0,
    };
  } catch {
    return null;
  }
}

export function savePaymentStatus(s: Omit<PaymentStatus, "timestamp">): PaymentStatus {
  const value = { ...s, timestamp: Date.now() };
  localStorage.setItem(storageKeys.planPaymentStatus, JSON.stringify(value));
  return value;
}

export const clearPaymentStatus = () => localStorage.removeItem(storageKeys.planPaymentStatus);
