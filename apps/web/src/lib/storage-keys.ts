/** Browser storage keys, exactly as the product has always used them. */
export const storageKeys = {
  token: "token",
  user: "user",
  userPhone: "userPhone",
  adminToken: "adminToken",
  adminUser: "adminUser",
  rrToken: "rrToken",
  rrUser: "rrUser",
  planPaymentStatus: "planPaymentStatus",
  /** The chosen interface language, "en" or "bn". */
  language: "language",
} as const;

export const sessionKeys = {
  redirectAfterLogin: "redirectAfterLogin",
  checkoutPlanData: "checkoutPlanData",
} as const;
