import { addCatalogue } from "../i18n";

const en = {
  meta: {
    workflow: {
      title: "How it works",
      description:
        "How Shubho Bibaho works: post a free matrimonial ad, verify your phone, receive and send proposals, and share contact details only with families you choose.",
    },
    proposal: {
      title: "Proposals",
      description:
        "How proposals work on Shubho Bibaho: proposal points, 20 proposals a month, unlimited proposals received, and contact details shared only with the receiver.",
    },
    ytm: {
      title: "Yet-To-Marry verification",
      description:
        "Yet-To-Marry (YTM) verification keeps every Shubho Bibaho ad current: members confirm at least once every 30 days that they are still looking.",
    },
    announcement: {
      title: "Announcement",
      description:
        "Video advertisements on Shubho Bibaho: Silver, Gold and Diamond video profile plans, reviewed before going live, with contact details always masked.",
    },
    about: {
      title: "About Us",
      description:
        "About Shubho Bibaho: a trusted matrimonial advertisement service for Bengali families — thousands of happy customers and verified ads.",
    },
    benefit: {
      title: "Benefits",
      description:
        "Benefits of a Shubho Bibaho matrimonial ad: circulation till marriage, unlimited proposals received, contact privacy and verified ads.",
    },
    portals: {
      title: "Portals",
      description: "Sign in to the Shubho Bibaho admin portal or the relationship representative (RR) portal.",
    },
  },
  menu: {
    label: "Information pages",
    workflow: "How it works",
    proposal: "Proposals",
    ytm: "Yet-To-Marry verification",
    announcement: "Announcement",
    benefit: "Benefits",
    earlier: "Show earlier pages",
    more: "Show more pages",
    aside: "Latest posted ads",
  },
  postAdFree: "Post Your Ad — Free",
  workflow: {
    eyebrow: "Workflow",
    title: "How Shubho Bibaho works",
    intro: "A newspaper-style matrimonial ad, made faster and private. Here is the journey from your first ad to a settled marriage.",
    steps: {
      post: {
        title: "Post your ad — free",
        text: "Register with your mobile number, describe the bride or groom and add photos. A password is generated for you; you sign in with a one-time code.",
      },
      verify: {
        title: "Verify your phone",
        text: "Every ad is verified by OTP on the member's mobile. Verified ads carry a tick that families look for.",
      },
      circulates: {
        title: "Your ad circulates",
        text: "The ad is shown to matching families every day and stays live until the marriage is settled, as long as you confirm it every 30 days.",
      },
      receive: {
        title: "Receive proposals",
        text: "Families who like your ad send a proposal. You see their ad and, as the receiver, their chosen contact detail.",
      },
      send: {
        title: "Send proposals",
        text: "Use proposal points to propose to the brides and grooms you like — up to 20 a month.",
      },
      settle: {
        title: "Talk, meet and settle",
        text: "Families talk directly. When the marriage is settled, tell us and your ad stops circulating.",
      },
    },
    privacyTitle: "Contact privacy at every step",
    privacyText:
      "You give both a phone number and an email, and choose which one to show. Free ads show no contact details; paid plans add contact visibility. Video ads are always masked in public.",
  },
  proposal: {
    eyebrow: "Proposal",
    title: "Proposals and proposal points",
    intro: "A proposal tells a family you are interested. Sending one uses a proposal point; receiving them is always free and unlimited.",
    howTitle: "How a proposal works",
    how: "Open an ad you like and press <strong>Propose Now</strong>. You may add a short message (up to 1000 characters). The family is notified and sees your ad; as the receiver of your proposal, they also see the contact detail you chose to show.",
    limit: "You can send up to <strong>20 proposals a month</strong>, and receive as many as come your way.",
    bonusTitle: "Free bonus proposal points",
    bonus: {
      register: "1 point when you register (plus 10 CCP as a signup bonus)",
      pictures: "1 point when you add pictures to your ad",
      kyc: "2 points when you upload your KYC documents",
    },
    moreTitle: "Need more?",
    more: "Proposal packs: 10 proposals for ₹250, or 100 proposals for ₹2000. Points never expire while your ad is active.",
    packs: "See proposal packs",
  },
  ytm: {
    eyebrow: "Yet-To-Marry",
    title: "Yet-To-Marry (YTM) verification",
    intro:
      "Every ad on Shubho Bibaho belongs to someone who is still looking. Members confirm at least once every 30 days — we call it YTM.",
    whyTitle: "Why we ask",
    why: "Nothing wastes a family's time like proposing to someone who is already engaged. Monthly confirmation keeps every ad current, and each ad shows its <strong>YTM Verified On</strong> date.",
    howTitle: "How to stay verified",
    how: {
      login: "Log in at least once every 30 days, or",
      reply: "reply to a proposal, or",
      link: "tap the confirmation link in our reminder.",
    },
    notDeleted: "Ads that are not confirmed stop circulating until the member is active again — nothing is deleted.",
    requestTitle: "Request YTM",
    request:
      "Interested in an ad whose confirmation is getting old? Press <strong>Request YTM</strong> on the ad and we will ask the member to confirm.",
  },
  announcement: {
    eyebrow: "Announcement",
    title: "Video advertisements are here",
    intro: "Add a short video to your ad so families can see and hear you. Choose the video profile plan that suits you.",
    plansTitle: "Video ad plans",
    fees: "Fees are one-time and GST is extra: checkout adds 18% GST to the fee, and your receipt shows both.",
    assuranceTitle: "Our assurance",
    assurance:
      "Every video is reviewed before it goes live. Contact details are always masked on video ads in public, and only the families you accept see the detail you choose to share.",
    guarantee: "If your marriage is not settled within 6 months, your ad continues at no extra cost.",
    register: "Register to post your ad",
    login: "Already a member? Login",
  },
  about: {
    eyebrow: "About us",
    title: "About Shubho Bibaho",
    intro:
      "A newspaper-style open ad service on the internet for Bengali grooms, brides and their families. We keep what made the Sunday matrimonial page trustworthy — families in charge, ads written with care — and make it faster, verified and private.",
    numbers: "Shubho Bibaho in numbers",
    counters: { customers: "Happy customers", members: "Active members", ads: "Verified ads" },
    reasonsTitle: "Six reasons families choose us",
    reasons: {
      quality: { title: "Quality", text: "Every ad is reviewed and written in full; no half-empty profiles." },
      protection: { title: "Protection", text: "Your phone or email goes only to the families you choose." },
      support: { title: "Support", text: "A real team in Kolkata answers calls and messages in Bengali, Hindi and English." },
      complaints: { title: "Complaint response", text: "Every report is reviewed, and most are resolved within a working day." },
      verified: { title: "Verified ads", text: "Phone verification and monthly Yet-To-Marry confirmation keep ads genuine." },
      payment: { title: "Secure payment", text: "One-time payments through a trusted payment gateway, with receipts for every rupee." },
    },
    founderAlt: "Illustrated portrait of the founder, Subhankar Mukherjee",
    founderTitle: "From our founder",
    founderQuote:
      "“My parents found each other through a Sunday newspaper ad in 1979. Years later, helping my sister look for a match, I saw how much families still valued that way of doing things — and how much time they lost to stale profiles and unwanted calls. Shubho Bibaho brings the trust of the newspaper ad to the phone in your hand.”",
    founderName: "Subhankar Mukherjee, Founder",
  },
  benefit: {
    eyebrow: "Benefits",
    title: "Benefits of posting your ad with us",
    intro: "Everything a family needs to find the right match — privately, and until the marriage is settled.",
    items: {
      tillMarriage: {
        title: "Ad till marriage",
        text: "One payment keeps your ad circulating until the marriage is settled — no monthly renewals.",
      },
      circulation: {
        title: "Unlimited ad circulation",
        text: "Your ad reaches matching families every day, not once a week like a newspaper.",
      },
      proposals: {
        title: "Unlimited proposals received",
        text: "Receive as many proposals as families send, and send up to 20 a month yourself.",
      },
      privacy: { title: "Contact privacy", text: "Choose to show your phone or your email. Only the families you choose see it." },
      verified: {
        title: "Verified, current ads",
        text: "Phone verification and monthly Yet-To-Marry confirmation keep every ad genuine and up to date.",
      },
      guarantee: {
        title: "6-month result guarantee",
        text: "If the marriage is not settled within 6 months, the ad continues at no extra cost.",
      },
      social: { title: "Social media promotion", text: "Paid plans include promotion worth up to 10% of the fees you pay." },
      bonus: { title: "Bonus points", text: "Free proposal points for registering, adding pictures and completing KYC." },
    },
    ctaTitle: "Post Your Ad",
    ctaText: "Registration is free and takes about five minutes. Try it for free — a 10-day trial for a limited time.",
    cta: "Post Your Ad",
  },
  portals: {
    title: "Portals",
    text: "Sign in to the portal for your role.",
    admin: {
      title: "Admin portal",
      text: "Moderate members and ads, payments and site content.",
      action: "Admin login",
    },
    rr: {
      title: "Relationship representative portal",
      text: "Refer members, track their payments and your commission.",
      action: "RR login",
    },
    back: "← Back to home",
  },
} as const;

/** তথ্যের পাতা: কীভাবে কাজ করে, প্রস্তাব, YTM, ঘোষণা, আমাদের কথা, সুবিধা, পোর্টাল */
export const infoNs = addCatalogue("info", en, {
  meta: {
    workflow: {
      title: "কীভাবে কাজ করে",
      description:
        "শুভ বিবাহ কীভাবে কাজ করে: বিনামূল্যে বিবাহের বিজ্ঞাপন দিন, ফোন যাচাই করুন, প্রস্তাব পান ও পাঠান, আর যোগাযোগের তথ্য দিন শুধু আপনার বেছে নেওয়া পরিবারকে।",
    },
    proposal: {
      title: "প্রস্তাব",
      description:
        "শুভ বিবাহ-তে প্রস্তাব কীভাবে কাজ করে: প্রস্তাব-পয়েন্ট, মাসে ২০টি প্রস্তাব পাঠানো, যত খুশি প্রস্তাব পাওয়া, আর যোগাযোগের তথ্য শুধু প্রাপকের কাছে।",
    },
    ytm: {
      title: "এখনও অবিবাহিত (YTM) যাচাই",
      description:
        "এখনও অবিবাহিত (YTM) যাচাই শুভ বিবাহ-র প্রতিটি বিজ্ঞাপনকে হালনাগাদ রাখে: সদস্যরা অন্তত প্রতি ৩০ দিনে একবার জানান যে তাঁরা এখনও খুঁজছেন।",
    },
    announcement: {
      title: "ঘোষণা",
      description:
        "শুভ বিবাহ-তে ভিডিও বিজ্ঞাপন: সিলভার, গোল্ড ও ডায়মন্ড ভিডিও প্রোফাইল প্ল্যান; প্রকাশের আগে যাচাই করা হয়, যোগাযোগের তথ্য সবসময় গোপন থাকে।",
    },
    about: {
      title: "আমাদের কথা",
      description: "শুভ বিবাহ: বাঙালি পরিবারের ভরসার বিবাহের বিজ্ঞাপন পরিষেবা — হাজার হাজার খুশি গ্রাহক আর যাচাই করা বিজ্ঞাপন।",
    },
    benefit: {
      title: "সুবিধা",
      description: "শুভ বিবাহ-তে বিজ্ঞাপনের সুবিধা: বিয়ে পর্যন্ত প্রচার, যত খুশি প্রস্তাব পাওয়া, যোগাযোগের গোপনীয়তা আর যাচাই করা বিজ্ঞাপন।",
    },
    portals: {
      title: "পোর্টাল",
      description: "শুভ বিবাহ-র অ্যাডমিন পোর্টাল বা রিলেশনশিপ রিপ্রেজেন্টেটিভ (আরআর) পোর্টালে লগইন করুন।",
    },
  },
  menu: {
    label: "তথ্যের পাতা",
    workflow: "কীভাবে কাজ করে",
    proposal: "প্রস্তাব",
    ytm: "এখনও অবিবাহিত (YTM) যাচাই",
    announcement: "ঘোষণা",
    benefit: "সুবিধা",
    earlier: "আগের পাতাগুলি দেখুন",
    more: "আরও পাতা দেখুন",
    aside: "সদ্য দেওয়া বিজ্ঞাপন",
  },
  postAdFree: "বিজ্ঞাপন দিন — বিনামূল্যে",
  workflow: {
    eyebrow: "কাজের ধারা",
    title: "শুভ বিবাহ কীভাবে কাজ করে",
    intro: "খবরের কাগজের ধাঁচের বিবাহের বিজ্ঞাপন, আরও দ্রুত আর গোপনীয়তা বজায় রেখে। প্রথম বিজ্ঞাপন থেকে বিয়ে ঠিক হওয়া পর্যন্ত পথটা এই রকম।",
    steps: {
      post: {
        title: "বিজ্ঞাপন দিন — বিনামূল্যে",
        text: "মোবাইল নম্বর দিয়ে রেজিস্টার করুন, পাত্র বা পাত্রীর কথা লিখুন আর ছবি দিন। আপনার জন্য একটি পাসওয়ার্ড তৈরি হয়; লগইন করবেন একবারের কোড (ওটিপি) দিয়ে।",
      },
      verify: {
        title: "ফোন যাচাই করুন",
        text: "প্রতিটি বিজ্ঞাপন সদস্যের মোবাইলে ওটিপি দিয়ে যাচাই করা হয়। যাচাই করা বিজ্ঞাপনে একটি টিক চিহ্ন থাকে, পরিবারগুলি যা খোঁজে।",
      },
      circulates: {
        title: "আপনার বিজ্ঞাপনের প্রচার",
        text: "বিজ্ঞাপনটি রোজ মানানসই পরিবারগুলিকে দেখানো হয় এবং বিয়ে ঠিক না হওয়া পর্যন্ত চালু থাকে — শুধু প্রতি ৩০ দিনে একবার নিশ্চিত করলেই হবে।",
      },
      receive: {
        title: "প্রস্তাব পান",
        text: "আপনার বিজ্ঞাপন যাঁদের পছন্দ হয়, সেই পরিবারগুলি প্রস্তাব পাঠান। আপনি তাঁদের বিজ্ঞাপন দেখতে পান, আর প্রাপক হিসেবে তাঁদের বেছে নেওয়া যোগাযোগের তথ্যও।",
      },
      send: {
        title: "প্রস্তাব পাঠান",
        text: "প্রস্তাব-পয়েন্ট দিয়ে পছন্দের পাত্রপাত্রীদের প্রস্তাব পাঠান — মাসে ২০টি পর্যন্ত।",
      },
      settle: {
        title: "কথা বলুন, দেখা করুন, বিয়ে ঠিক করুন",
        text: "পরিবারগুলি সরাসরি কথা বলে। বিয়ে ঠিক হয়ে গেলে আমাদের জানান, আপনার বিজ্ঞাপনের প্রচার বন্ধ হয়ে যাবে।",
      },
    },
    privacyTitle: "প্রতিটি ধাপে যোগাযোগের গোপনীয়তা",
    privacyText:
      "আপনি ফোন নম্বর আর ইমেল দুটোই দেন, আর কোনটি দেখানো হবে তা বেছে নেন। বিনামূল্যের বিজ্ঞাপনে কোনও যোগাযোগের তথ্য দেখানো হয় না; পেইড প্ল্যানে যোগাযোগের তথ্য দেখা যায়। ভিডিও বিজ্ঞাপনে যোগাযোগের তথ্য সবার সামনে সবসময় গোপন থাকে।",
  },
  proposal: {
    eyebrow: "প্রস্তাব",
    title: "প্রস্তাব ও প্রস্তাব-পয়েন্ট",
    intro:
      "প্রস্তাব পাঠিয়ে আপনি কোনও পরিবারকে জানান যে আপনি আগ্রহী। প্রস্তাব পাঠাতে একটি প্রস্তাব-পয়েন্ট লাগে; প্রস্তাব পাওয়া সবসময় বিনামূল্যে, যত খুশি।",
    howTitle: "প্রস্তাব কীভাবে কাজ করে",
    how: "পছন্দের বিজ্ঞাপনটি খুলে <strong>এখনই প্রস্তাব পাঠান</strong> টিপুন। চাইলে ছোট একটি বার্তা লিখতে পারেন (১০০০ অক্ষর পর্যন্ত)। পরিবারটি খবর পান এবং আপনার বিজ্ঞাপন দেখেন; আপনার প্রস্তাবের প্রাপক হিসেবে তাঁরা আপনার বেছে নেওয়া যোগাযোগের তথ্যও দেখতে পান।",
    limit: "আপনি <strong>মাসে ২০টি পর্যন্ত প্রস্তাব</strong> পাঠাতে পারেন, আর যত প্রস্তাব আসে, সবই পাবেন।",
    bonusTitle: "বিনামূল্যে বোনাস প্রস্তাব-পয়েন্ট",
    bonus: {
      register: "রেজিস্টার করলে ১ পয়েন্ট (সঙ্গে সাইন-আপ বোনাস হিসেবে ১০ CCP)",
      pictures: "বিজ্ঞাপনে ছবি যোগ করলে ১ পয়েন্ট",
      kyc: "কেওয়াইসি নথি আপলোড করলে ২ পয়েন্ট",
    },
    moreTitle: "আরও চাই?",
    more: "প্রস্তাব প্যাক: ₹২৫০-এ ১০টি প্রস্তাব, বা ₹২০০০-এ ১০০টি প্রস্তাব। বিজ্ঞাপন চালু থাকা পর্যন্ত পয়েন্টের মেয়াদ ফুরোয় না।",
    packs: "প্রস্তাব প্যাক দেখুন",
  },
  ytm: {
    eyebrow: "এখনও অবিবাহিত",
    title: "এখনও অবিবাহিত (YTM) যাচাই",
    intro: "শুভ বিবাহ-র প্রতিটি বিজ্ঞাপন এমন কারও, যিনি এখনও খুঁজছেন। সদস্যরা অন্তত প্রতি ৩০ দিনে একবার তা নিশ্চিত করেন — একেই আমরা বলি YTM।",
    whyTitle: "কেন জানতে চাই",
    why: "আগেই বাগদান হয়ে যাওয়া কাউকে প্রস্তাব পাঠানোর মতো সময় নষ্ট আর কিছুতে হয় না। মাসে একবার নিশ্চিত করায় প্রতিটি বিজ্ঞাপন হালনাগাদ থাকে, আর প্রতিটি বিজ্ঞাপনে তার <strong>YTM যাচাইয়ের তারিখ</strong> দেখানো হয়।",
    howTitle: "যাচাই করা থাকবেন কীভাবে",
    how: {
      login: "অন্তত প্রতি ৩০ দিনে একবার লগইন করুন, অথবা",
      reply: "কোনও প্রস্তাবের উত্তর দিন, অথবা",
      link: "আমাদের রিমাইন্ডার বার্তায় থাকা নিশ্চিতকরণের লিঙ্কে টিপুন।",
    },
    notDeleted: "যে বিজ্ঞাপন নিশ্চিত করা হয়নি, সদস্য আবার সক্রিয় না হওয়া পর্যন্ত তার প্রচার বন্ধ থাকে — কিছুই মুছে ফেলা হয় না।",
    requestTitle: "YTM যাচাই চান",
    request:
      "কোনও বিজ্ঞাপনে আগ্রহ আছে, কিন্তু তার যাচাই পুরোনো হয়ে যাচ্ছে? বিজ্ঞাপনে <strong>YTM যাচাই চান</strong> টিপুন, আমরা সদস্যকে নিশ্চিত করতে বলব।",
  },
  announcement: {
    eyebrow: "ঘোষণা",
    title: "এসে গেছে ভিডিও বিজ্ঞাপন",
    intro: "বিজ্ঞাপনে ছোট একটি ভিডিও যোগ করুন, যাতে পরিবারগুলি আপনাকে দেখতে ও শুনতে পান। আপনার উপযুক্ত ভিডিও প্রোফাইল প্ল্যান বেছে নিন।",
    plansTitle: "ভিডিও বিজ্ঞাপনের প্ল্যান",
    fees: "ফি একবারই দিতে হয়, জিএসটি আলাদা: চেকআউটে ফি-র সঙ্গে ১৮% জিএসটি যোগ হয়, রসিদে দুটোই লেখা থাকে।",
    assuranceTitle: "আমাদের প্রতিশ্রুতি",
    assurance:
      "প্রতিটি ভিডিও প্রকাশের আগে যাচাই করা হয়। ভিডিও বিজ্ঞাপনে যোগাযোগের তথ্য সবার সামনে সবসময় গোপন থাকে; আপনি যাঁদের প্রস্তাব গ্রহণ করেন, শুধু তাঁরাই আপনার বেছে নেওয়া তথ্য দেখতে পান।",
    guarantee: "৬ মাসের মধ্যে বিয়ে ঠিক না হলে আপনার বিজ্ঞাপন কোনও বাড়তি খরচ ছাড়াই চলতে থাকবে।",
    register: "বিজ্ঞাপন দিতে রেজিস্টার করুন",
    login: "আগেই সদস্য? লগইন করুন",
  },
  about: {
    eyebrow: "আমাদের কথা",
    title: "শুভ বিবাহ-র কথা",
    intro:
      "বাঙালি পাত্রপাত্রী আর তাঁদের পরিবারের জন্য ইন্টারনেটে খবরের কাগজের ধাঁচের খোলা বিজ্ঞাপনের পরিষেবা। রবিবারের পাত্রপাত্রী পাতাকে যা ভরসার করে তুলেছিল — পরিবারের হাতে সিদ্ধান্ত, যত্ন করে লেখা বিজ্ঞাপন — তা আমরা ধরে রেখেছি, আর করেছি আরও দ্রুত, যাচাই করা ও গোপনীয়।",
    numbers: "সংখ্যায় শুভ বিবাহ",
    counters: { customers: "খুশি গ্রাহক", members: "সক্রিয় সদস্য", ads: "যাচাই করা বিজ্ঞাপন" },
    reasonsTitle: "পরিবারগুলি আমাদের বেছে নেয় ছয়টি কারণে",
    reasons: {
      quality: { title: "মান", text: "প্রতিটি বিজ্ঞাপন যাচাই করা হয় এবং পুরোপুরি লেখা থাকে; অর্ধেক ফাঁকা প্রোফাইল নেই।" },
      protection: { title: "সুরক্ষা", text: "আপনার ফোন নম্বর বা ইমেল যায় শুধু আপনার বেছে নেওয়া পরিবারের কাছে।" },
      support: { title: "সহায়তা", text: "কলকাতায় আমাদের নিজেদের দল বাংলা, হিন্দি ও ইংরেজিতে ফোন আর বার্তার উত্তর দেয়।" },
      complaints: { title: "অভিযোগের সমাধান", text: "প্রতিটি অভিযোগ খতিয়ে দেখা হয়, বেশিরভাগেরই সমাধান হয় এক কাজের দিনের মধ্যে।" },
      verified: { title: "যাচাই করা বিজ্ঞাপন", text: "ফোন যাচাই আর প্রতি মাসে এখনও অবিবাহিত (YTM) নিশ্চিতকরণ বিজ্ঞাপনগুলিকে খাঁটি রাখে।" },
      payment: { title: "নিরাপদ পেমেন্ট", text: "ভরসাযোগ্য পেমেন্ট গেটওয়ের মাধ্যমে একবারের পেমেন্ট, প্রতিটি টাকার রসিদ সহ।" },
    },
    founderAlt: "প্রতিষ্ঠাতা শুভঙ্কর মুখার্জির আঁকা প্রতিকৃতি",
    founderTitle: "প্রতিষ্ঠাতার কথা",
    founderQuote:
      "“আমার বাবা-মায়ের আলাপ হয়েছিল ১৯৭৯ সালে রবিবারের খবরের কাগজের এক বিজ্ঞাপনের সূত্রে। বহু বছর পরে বোনের জন্য পাত্র খুঁজতে গিয়ে দেখলাম, পরিবারগুলি আজও সেই পথকে কতটা মূল্য দেয় — আর পুরোনো প্রোফাইল আর অবাঞ্ছিত ফোনে কত সময় নষ্ট হয়। শুভ বিবাহ খবরের কাগজের বিজ্ঞাপনের সেই ভরসা পৌঁছে দেয় আপনার হাতের ফোনে।”",
    founderName: "শুভঙ্কর মুখার্জি, প্রতিষ্ঠাতা",
  },
  benefit: {
    eyebrow: "সুবিধা",
    title: "আমাদের সঙ্গে বিজ্ঞাপন দেওয়ার সুবিধা",
    intro: "সঠিক সম্বন্ধ খুঁজে পেতে একটি পরিবারের যা যা দরকার — গোপনীয়তা বজায় রেখে, বিয়ে ঠিক না হওয়া পর্যন্ত।",
    items: {
      tillMarriage: {
        title: "বিয়ে পর্যন্ত বিজ্ঞাপন",
        text: "একবার টাকা দিলেই বিয়ে ঠিক না হওয়া পর্যন্ত বিজ্ঞাপনের প্রচার চলে — মাসে মাসে নবীকরণ নেই।",
      },
      circulation: {
        title: "সীমাহীন বিজ্ঞাপন প্রচার",
        text: "আপনার বিজ্ঞাপন রোজ মানানসই পরিবারগুলির কাছে পৌঁছায়, খবরের কাগজের মতো সপ্তাহে একবার নয়।",
      },
      proposals: {
        title: "যত খুশি প্রস্তাব পান",
        text: "পরিবারগুলি যত প্রস্তাব পাঠায়, সবই পাবেন; আর নিজে মাসে ২০টি পর্যন্ত পাঠাতে পারবেন।",
      },
      privacy: { title: "যোগাযোগের গোপনীয়তা", text: "ফোন নম্বর দেখাবেন না ইমেল, আপনিই বাছুন। শুধু আপনার বেছে নেওয়া পরিবারগুলিই তা দেখতে পায়।" },
      verified: {
        title: "যাচাই করা, হালনাগাদ বিজ্ঞাপন",
        text: "ফোন যাচাই আর প্রতি মাসে এখনও অবিবাহিত (YTM) নিশ্চিতকরণ প্রতিটি বিজ্ঞাপনকে খাঁটি ও হালনাগাদ রাখে।",
      },
      guarantee: {
        title: "৬ মাসে ফলের নিশ্চয়তা",
        text: "৬ মাসের মধ্যে বিয়ে ঠিক না হলে বিজ্ঞাপন কোনও বাড়তি খরচ ছাড়াই চলতে থাকে।",
      },
      social: { title: "সোশ্যাল মিডিয়ায় প্রচার", text: "পেইড প্ল্যানে আপনার দেওয়া ফি-র ১০% পর্যন্ত মূল্যের প্রচার থাকে।" },
      bonus: { title: "বোনাস পয়েন্ট", text: "রেজিস্টার করা, ছবি যোগ করা আর কেওয়াইসি সম্পূর্ণ করার জন্য বিনামূল্যে প্রস্তাব-পয়েন্ট।" },
    },
    ctaTitle: "বিজ্ঞাপন দিন",
    ctaText: "রেজিস্ট্রেশন বিনামূল্যে, লাগে মোটামুটি পাঁচ মিনিট। বিনামূল্যে চেষ্টা করে দেখুন — সীমিত সময়ের জন্য ১০ দিনের ট্রায়াল।",
    cta: "বিজ্ঞাপন দিন",
  },
  portals: {
    title: "পোর্টাল",
    text: "আপনার ভূমিকার পোর্টালে লগইন করুন।",
    admin: {
      title: "অ্যাডমিন পোর্টাল",
      text: "সদস্য ও বিজ্ঞাপন, পেমেন্ট আর সাইটের বিষয়বস্তু দেখাশোনা করুন।",
      action: "অ্যাডমিন লগইন",
    },
    rr: {
      title: "রিলেশনশিপ রিপ্রেজেন্টেটিভ পোর্টাল",
      text: "সদস্যদের রেফার করুন, তাঁদের পেমেন্ট আর আপনার কমিশনের হিসেব রাখুন।",
      action: "আরআর লগইন",
    },
    back: "← হোম পাতায় ফিরুন",
  },
});
