import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import type { TAdvertiserContact } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { rememberRedirect } from "@/features/auth";
import { ApiError } from "@/lib/api";
import { usePoints } from "../api/get-points";
import { useViewContact } from "../api/view-contact";
import { errorText } from "@/lib/error-text";
import { ContactLines } from "./contact-lines";
import { Icon, icons } from "@/components/icon";

const shownBecause: Partial<Record<TAdvertiserContact["reason"], string>> = {
  own_ad: "This is your own ad: members who may see your contact see this.",
  proposal_received: "This family sent you a proposal, so their contact detail is shared with you.",
  proposal_accepted: "Your proposal was accepted, so their contact detail is shared with you.",
  contact_access: "You opened this contact detail with CCP.",
  premium_advertiser: "A premium advertiser: the contact detail is shown to members.",
};

export type ContactBoxProps = {
  profileId: string;
  contact: TAdvertiserContact;
  ytmVerifiedOn: string;
  isDemo: boolean;
};

/** "Advertiser Contact Detail": the contact when the viewer is entitled, else what it takes to see it. */
export function ContactBox({ profileId, contact, ytmVerifiedOn, isDemo }: ContactBoxProps) {
  const [revealed, setRevealed] = useState<TAdvertiserContact | null>(null);
  const c = revealed ?? contact;
  return (
    <aside
      className="h-fit rounded-2xl border border-stone-200 bg-white p-5 shadow-sm lg:sticky lg:top-20"
      aria-label="Advertiser Contact Detail"
    >
      <h2 className="font-display text-lg font-semibold text-brand-800">Advertiser Contact Detail</h2>
      {c.visible ? (
        <>
          <ContactLines c={c} className="mt-3" />
          {shownBecause[c.reason] && <p className="mt-3 text-xs text-stone-500">{shownBecause[c.reason]}</p>}
        </>
      ) : isDemo ? (
        <Locked>Sample profiles have no contact detail. Register to see real, verified ads.</Locked>
      ) : (
        <Hidden profileId={profileId} contact={c} onRevealed={setRevealed} />
      )}
      <p className="mt-4 border-t border-stone-100 pt-3 text-sm text-stone-600">
        YTM Verified On <span className="font-semibold text-stone-900">{ytmVerifiedOn}</span>
      </p>
    </aside>
  );
}

function Locked({ children }: { children: React.ReactNode }) {
  return (
    <p className="mt-3 flex gap-2 rounded-lg bg-stone-50 p-3 text-sm text-stone-600">
      <Icon d={icons.lock} />
      <span>{children}</span>
    </p>
  );
}

function Hidden({
  profileId,
  contact,
  onRevealed,
}: {
  profileId: string;
  contact: TAdvertiserContact;
  onRevealed: (c: TAdvertiserContact) => void;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const canBuy = contact.reason === "not_entitled" || contact.reason === "video_masked";
  const points = usePoints({ limit: 1 }, canBuy);

  if (contact.reason === "sign_in")
    return (
      <>
        <Locked>Log in to see whether this family's contact detail is available to you.</Locked>
        <button
          type="button"
          className={`${buttonStyles.outline} mt-3 w-full py-2 text-sm`}
          onClick={() => {
            rememberRedirect(location.pathname + location.search);
            navigate("/auth/login");
          }}
        >
          Log in to see contact
        </button>
      </>
    );

  if (contact.reason === "daily_limit")
    return (
      <Locked>
        You have opened {points.data?.dailyContactLimit ?? 25} new contact details today, the most allowed in a day. Please come back
        tomorrow.
      </Locked>
    );

  return (
    <>
      {contact.reason === "video_masked" ? (
        <Locked>Video ads keep their contact detail private until the family accepts your proposal or you use CCP to see it.</Locked>
      ) : (
        <Locked>The contact detail is shared once the family accepts your proposal.</Locked>
      )}
      <ul className="mt-3 space-y-1 text-sm text-stone-700">
        <li>
          <span className="font-semibold text-stone-900">Send a proposal</span>: when it is accepted, the contact appears here.
        </li>
        <li>
          <span className="font-semibold text-stone-900">Or use 1 CCP</span> to see it now.
        </li>
      </ul>
      <CcpReveal profileId={profileId} balance={points.data?.ccp} onRevealed={onRevealed} />
      <p className="mt-3 text-xs text-stone-500">
        Or choose{" "}
        <Link to="/plans" className="font-semibold text-brand-700 underline">
          a plan that shows contacts
        </Link>
        .
      </p>
    </>
  );
}

function CcpReveal({
  profileId,
  balance,
  onRevealed,
}: {
  profileId: string;
  balance: number | undefined;
  onRevealed: (c: TAdvertiserContact) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const reveal = useViewContact();
  const err = reveal.error;
  const noCcp = (err instanceof ApiError && err.code === "insufficient_points") || balance === 0;
  const run = () =>
    reveal.mutate(profileId, {
      onSuccess: (d) => {
        setConfirming(false);
        onRevealed(d.contact);
      },
      onError: () => setConfirming(false),
    });

  return (
    <div className="mt-3 rounded-xl border border-gold-300/70 bg-gold-100/40 p-3">
      <p className="text-xs text-stone-600" data-testid="ccp-balance">
        Your balance: <span className="font-semibold text-stone-900">{balance === undefined ? "…" : `${balance} CCP`}</span>
      </p>
      {confirming ? (
        <div className="mt-2" role="group" aria-label="Confirm using CCP">
          <p className="text-sm text-stone-800">Use 1 CCP to see this family's contact detail?</p>
          <div className="mt-2 flex gap-2 lg:flex-col">
            <button
              type="button"
              className={`${buttonStyles.primary} flex-1 px-3 py-2 text-sm lg:flex-none`}
              disabled={reveal.isPending}
              onClick={run}
            >
              {reveal.isPending ? "Opening..." : "Yes, use 1 CCP"}
            </button>
            <button
              type="button"
              className={`${buttonStyles.outline} px-3 py-2 text-sm`}
              disabled={reveal.isPending}
              onClick={() => setConfirming(false)}
            >
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className={`${buttonStyles.gold} mt-2 w-full px-3 py-2 text-sm`}
          disabled={balance === 0}
          onClick={() => {
            reveal.reset();
            setConfirming(true);
          }}
        >
          View contact for 1 CCP
        </button>
      )}
      {err && !(err instanceof ApiError && err.code === "insufficient_points") && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {errorText(err)}
        </p>
      )}
      {noCcp && (
        <p role="alert" className="mt-2 text-sm text-amber-900">
          {err instanceof ApiError && err.code === "insufficient_points" ? err.message : "You have no CCP left."}{" "}
          <Link to="/plans" className="font-semibold underline">
            Get more CCP
          </Link>
        </p>
      )}
    </div>
  );
}
