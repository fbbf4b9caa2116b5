import type { Notice } from "../notifications/service.ts";

type Paid = {
  id: string;
  receiptNumber: string | null;
  gatewayOrderId: string;
  paymentId: string;
  planName: string;
  /** The plan's Bengali name for the Bengali notice (null: the English one). */
  planNameBn: string | null;
  amount: string;
  publicUrl: string;
};

/** The SMS and e-mail a member gets when a payment is received, in English and Bengali. */
export function receiptNotice(o: Paid): Notice {
  const planBn = o.planNameBn ?? o.planName;
  const links = { dashboard: `${o.publicUrl}/dashboard/payments`, receipt: `${o.publicUrl}/receipt/${o.id}` };
  return {
    template: "payment_receipt",
    sms: `Shubho Bibaho: ${o.amount} received for ${o.planName}. Receipt ${o.receiptNumber}. ${links.dashboard}`,
    email: {
      subject: `Your Shubho Bibaho receipt ${o.receiptNumber}`,
      text: [
        `Thank you for your payment.`,
        ``,
        `Receipt: ${o.receiptNumber}`,
        `Plan: ${o.planName}`,
        `Amount paid: ${o.amount} (GST included)`,
        `Order ID: ${o.gatewayOrderId}`,
        `Payment ID: ${o.paymentId}`,
        ``,
        `Print your receipt: ${links.receipt}`,
      ].join("\n"),
    },
    bn: {
      sms: `শুভ বিবাহ: ${planBn} প্ল্যানের জন্য ${o.amount} পাওয়া গেছে। রসিদ ${o.receiptNumber}। ${links.dashboard}`,
      email: {
        subject: `আপনার শুভ বিবাহ রসিদ ${o.receiptNumber}`,
        text: [
          `পেমেন্টের জন্য ধন্যবাদ।`,
          ``,
          `রসিদ: ${o.receiptNumber}`,
          `প্ল্যান: ${planBn}`,
          `মোট পেমেন্ট: ${o.amount} (জিএসটি সহ)`,
          `অর্ডার আইডি: ${o.gatewayOrderId}`,
          `পেমেন্ট আইডি: ${o.paymentId}`,
          ``,
          `রসিদ প্রিন্ট করুন: ${links.receipt}`,
        ].join("\n"),
      },
    },
  };
}
