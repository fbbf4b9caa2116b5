/** Money: online payments and refunds, cheques, and promo codes. */
export { ChequesPage } from "./components/cheques-page";
export { PaymentsDetailPage } from "./components/payments-detail-page";
export { PaymentsListPage } from "./components/payments-list-page";
export { PromoPage } from "./components/promo-page";
