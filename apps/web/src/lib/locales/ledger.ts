import { addCatalogue } from "../i18n";

/** Why a member's points, CCP or calls changed (the ledger's reasons), wherever the ledger is shown. */
const en = {
  reasons: {
    registration: "Registration bonus",
    signupCcp: "Signup bonus CCP",
    pictures: "Bonus for adding pictures",
    kyc: "Bonus for KYC documents",
    proposal: "Proposal to ad {{id}}",
    contact: "Contact detail of ad {{id}}",
    plan: "{{plan}} plan",
    refund: "Refund of {{plan}}",
    bounced: "Cheque bounced: {{plan}}",
  },
  kinds: { proposal: "proposal points", ccp: "CCP", telecaller: "telecaller calls" },
};

export const ledgerNs = addCatalogue("ledger", en, {
  reasons: {
    registration: "রেজিস্ট্রেশন বোনাস",
    signupCcp: "সাইন-আপ বোনাস CCP",
    pictures: "ছবি যোগ করার বোনাস",
    kyc: "কেওয়াইসি নথির বোনাস",
    proposal: "বিজ্ঞাপন {{id}}-এ প্রস্তাব",
    contact: "বিজ্ঞাপন {{id}}-এর যোগাযোগের তথ্য",
    plan: "{{plan}} প্ল্যান",
    refund: "{{plan}}-এর টাকা ফেরত",
    bounced: "চেক বাউন্স করেছে: {{plan}}",
  },
  kinds: { proposal: "প্রস্তাব পয়েন্ট", ccp: "CCP", telecaller: "টেলিকলারের কল" },
});
