/**
 * The reasons a member may give for reporting a profile (keys of the contract's `reportReasonKey`),
 * in both languages: the report dialog offers them and the admin's moderation queue shows them.
 */
export const reportReasonsEn = {
  fake: "Fake or misleading profile",
  married: "Already married",
  content: "Inappropriate photos or content",
  money: "Asking for money",
  harassment: "Harassment or abusive behaviour",
  contact: "Wrong contact details",
  other: "Other",
};

export const reportReasonsBn: typeof reportReasonsEn = {
  fake: "ভুয়ো বা বিভ্রান্তিকর প্রোফাইল",
  married: "আগেই বিবাহিত",
  content: "অশোভন ছবি বা লেখা",
  money: "টাকা চাইছেন",
  harassment: "হয়রানি বা অভদ্র আচরণ",
  contact: "ভুল যোগাযোগের তথ্য",
  other: "অন্য কারণ",
};
