export { Checkout } from "./components/checkout";
export { CreditNotePage } from "./components/credit-note-page";
export { PaymentResult } from "./components/payment-result";
export { PlanSummary } from "./components/plan-summary";
export { ReceiptPage } from "./components/receipt-page";
export { TrialOffer } from "./components/trial-offer";
export { clearPaymentStatus, type PaymentStatus } from "./lib/payment-status";
export { useCurrentPlan } from "./api/trial";
