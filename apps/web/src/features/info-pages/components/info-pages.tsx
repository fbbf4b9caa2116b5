import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonStyles } from "@/components/button-styles";
import { InfoCard, InfoLayout, Steps } from "./info-layout";

type PageProps = { aside?: ReactNode };

export const infoMeta = {
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
} as const;

export function WorkflowPage({ aside }: PageProps) {
  return (
    <InfoLayout
      eyebrow="Workflow"
      title="How Shubho Bibaho works"
      intro="A newspaper-style matrimonial ad, made faster and private. Here is the journey from your first ad to a settled marriage."
      aside={aside}
    >
      <Steps
        steps={[
          {
            title: "Post your ad — free",
            text: "Register with your mobile number, describe the bride or groom and add photos. A password is generated for you; you sign in with a one-time code.",
          },
          {
            title: "Verify your phone",
            text: "Every ad is verified by OTP on the member's mobile. Verified ads carry a tick that families look for.",
          },
          {
            title: "Your ad circulates",
            text: "The ad is shown to matching families every day and stays live until the marriage is settled, as long as you confirm it every 30 days.",
          },
          {
            title: "Receive proposals",
            text: "Families who like your ad send a proposal. You see their ad and, as the receiver, their chosen contact detail.",
          },
          { title: "Send proposals", text: "Use proposal points to propose to the brides and grooms you like — up to 20 a month." },
          {
            title: "Talk, meet and settle",
            text: "Families talk directly. When the marriage is settled, tell us and your ad stops circulating.",
          },
        ]}
      />
      <InfoCard title="Contact privacy at every step">
        <p>
          You give both a phone number and an email, and choose which one to show. Free ads show no contact details; paid plans add contact
          visibility. Video ads are always masked in public.
        </p>
      </InfoCard>
      <Link to="/register" className={buttonStyles.primary}>
        Post Your Ad — Free
      </Link>
    </InfoLayout>
  );
}

export function ProposalPage({ aside }: PageProps) {
  return (
    <InfoLayout
      eyebrow="Proposal"
      title="Proposals and proposal points"
      intro="A proposal tells a family you are interested. Sending one uses a proposal point; receiving them is always free and unlimited."
      aside={aside}
    >
      <InfoCard title="How a proposal works">
        <p>
          Open an ad you like and press <strong>Propose Now</strong>. You may add a short message (up to 1000 characters). The family is
          notified and sees your ad; as the receiver of your proposal, they also see the contact detail you chose to show.
        </p>
        <p>
          You can send up to <strong>20 proposals a month</strong>, and receive as many as come your way.
        </p>
      </InfoCard>
      <InfoCard title="Free bonus proposal points">
        <ul className="list-disc space-y-1 pl-5">
          <li>1 point when you register (plus 10 CCP as a signup bonus)</li>
          <li>1 point when you add pictures to your ad</li>
          <li>2 points when you upload your KYC documents</li>
        </ul>
      </InfoCard>
      <InfoCard title="Need more?">
        <p>Proposal packs: 10 proposals for ₹250, or 100 proposals for ₹2000. Points never expire while your ad is active.</p>
        <Link to="/plans" className={buttonStyles.outline}>
          See proposal packs
        </Link>
      </InfoCard>
    </InfoLayout>
  );
}

export function YetToMarryPage({ aside }: PageProps) {
  return (
    <InfoLayout
      eyebrow="Yet-To-Marry"
      title="Yet-To-Marry (YTM) verification"
      intro="Every ad on Shubho Bibaho belongs to someone who is still looking. Members confirm at least once every 30 days — we call it YTM."
      aside={aside}
    >
      <InfoCard title="Why we ask">
        <p>
          Nothing wastes a family's time like proposing to someone who is already engaged. Monthly confirmation keeps every ad current, and
          each ad shows its <strong>YTM Verified On</strong> date.
        </p>
      </InfoCard>
      <InfoCard title="How to stay verified">
        <ul className="list-disc space-y-1 pl-5">
          <li>Log in at least once every 30 days, or</li>
          <li>reply to a proposal, or</li>
          <li>tap the confirmation link in our reminder.</li>
        </ul>
        <p>Ads that are not confirmed stop circulating until the member is active again — nothing is deleted.</p>
      </InfoCard>
      <InfoCard title="Request YTM">
        <p>
          Interested in an ad whose confirmation is getting old? Press <strong>Request YTM</strong> on the ad and we will ask the member to
          confirm.
        </p>
      </InfoCard>
    </InfoLayout>
  );
}

export function AnnouncementPage({ aside, feesTable }: PageProps & { feesTable: ReactNode }) {
  return (
    <InfoLayout
      eyebrow="Announcement"
      title="Video advertisements are here"
      intro="Add a short video to your ad so families can see and hear you. Choose the video profile plan that suits you."
      aside={aside}
    >
      <section aria-labelledby="video-plans-title" className="space-y-3">
        <h2 id="video-plans-title" className="font-display text-2xl font-semibold text-brand-900">
          Video ad plans
        </h2>
        {feesTable}
        <p className="text-sm text-stone-600">Fees are one-time and GST is extra. Gold is ₹2199 plus ₹3499; Diamond is ₹2199 plus ₹5999.</p>
      </section>
      <InfoCard title="Our assurance">
        <p>
          Every video is reviewed before it goes live. Contact details are always masked on video ads in public, and only the families you
          accept see the detail you choose to share.
        </p>
        <p>If your marriage is not settled within 6 months, your ad continues at no extra cost.</p>
      </InfoCard>
      <div className="flex flex-wrap gap-3">
        <Link to="/register" className={buttonStyles.primary}>
          Register to post your ad
        </Link>
        <Link to="/login" className={buttonStyles.outline}>
          Already a member? Login
        </Link>
      </div>
    </InfoLayout>
  );
}
