export type { GatewayPayment, GatewayRefund, PaymentGateway } from "./provider.ts";
export { GatewayError, checkoutSignature, signatureMatches, webhookSignature } from "./provider.ts";
export { TestGateway } from "./test-gateway.ts";
export type { RazorpayConfig } from "./razorpay.ts";

/** The Razorpay gateway; the SDK (and axios) load only when Razorpay keys are configured. */
export async function createRazorpayGateway(c: import("./razorpay.ts").RazorpayConfig) {
  const { RazorpayGateway } = await import("./razorpay.ts");
  return new RazorpayGateway(c);
}
