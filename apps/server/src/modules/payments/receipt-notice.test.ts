import { describe, expect, it } from "vitest";
import { receiptNotice } from "./receipt-notice.ts";

describe("the receipt notice", () => {
  const paid = {
    id: "8d0f0a52-6d4e-4c1e-9d8a-0c3f7f1d2a11",
    receiptNumber: "SB/2026-27/000042",
    gatewayOrderId: "order_T1",
    paymentId: "pay_T1",
    planName: "Silver",
    planNameBn: "সিলভার",
    amount: "Rs 2,594.82",
    publicUrl: "https://shubhobibaho.in",
  };

  it("names the plan in Bengali in the Bengali SMS and e-mail, in English in the English ones", () => {
    const n = receiptNotice(paid);
    expect(n.bn.sms).toContain("সিলভার");
    expect(n.bn.email.text).toContain("প্ল্যান: সিলভার");
    expect(`${n.bn.sms} ${n.bn.email.text}`).not.toContain("Silver");
    expect(n.sms).toContain("Silver");
  });

  it("falls back to the English name where the plan has no Bengali one", () => {
    expect(receiptNotice({ ...paid, planNameBn: null }).bn.sms).toContain("Silver");
  });
});
