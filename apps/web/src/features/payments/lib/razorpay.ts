import type { TSubscribeData, TVerifyRequest } from "@app/contract";

/** The part of Razorpay's checkout.js this page uses. */
type RazorpayInstance = { open: () => void; on: (event: "payment.failed", cb: (r: { error?: { description?: string } }) => void) => void };
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;
declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

export const RAZORPAY_SCRIPT = "https://checkout.razorpay.com/v1/checkout.js";
let loading: Promise<boolean> | null = null;

/** Loads Razorpay's checkout script from Razorpay's host once; false when it could not load. */
export function loadRazorpay(): Promise<boolean> {
  if (window.Razorpay) return Promise.resolve(true);
  loading ??= new Promise<boolean>((resolve) => {
    const s = document.createElement("script");
    s.src = RAZORPAY_SCRIPT;
    s.async = true;
    s.onload = () => resolve(Boolean(window.Razorpay));
    s.onerror = () => {
      loading = null;
      resolve(false);
    };
    document.head.appendChild(s);
  });
  return loading;
}

export type GatewayOutcome = { kind: "paid"; result: TVerifyRequest } | { kind: "failed"; reason: string } | { kind: "closed" };

/** Opens Razorpay's dialog for the order; settles once with what the member did. */
export function openRazorpay(order: TSubscribeData, description: string): Promise<GatewayOutcome> {
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error("Razorpay SDK is not loaded yet. Please try again in a moment.");
  return new Promise((resolve) => {
    let settled = false;
    const done = (o: GatewayOutcome) => {
      if (!settled) {
        settled = true;
        resolve(o);
      }
    };
    const rzp = new Razorpay({
      key: order.keyId,
      amount: order.payment.amount,
      currency: order.payment.currency,
      order_id: order.payment.orderId,
      name: "Shubho Bibaho",
      description,
      prefill: { name: order.prefill.name, email: order.prefill.email ?? "", contact: order.prefill.contact },
      theme: { color: "#b91c1c" },
      handler: (r: TVerifyRequest) => done({ kind: "paid", result: r }),
      modal: { ondismiss: () => done({ kind: "closed" }) },
    });
    rzp.on("payment.failed", (r) => done({ kind: "failed", reason: r.error?.description ?? "Payment failed" }));
    rzp.open();
  });
}
