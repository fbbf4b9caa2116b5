import { lazy, Suspense, useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { useLocation, useNavigate } from "react-router";
import { buttonStyles } from "@/components/button-styles";
import { showToast } from "@/components/toast";
import { rememberRedirect } from "@/features/auth";
import { isDemoId } from "@/lib/demo-profiles";
import { useSession } from "@/lib/session";
import { proposalsNs } from "@/lib/locales/proposals";

/** The dialog (its form, schema and Radix) loads when a member first reaches for the button, not with the list of ads. */
const loadModal = () => import("./proposal-modal");
const ProposalModal = lazy(() => loadModal().then((m) => ({ default: m.ProposalModal })));

export type ProposeTarget = {
  /** The ad's profile id (B2001); the send call accepts it as proposedUserId. */
  profileId: string;
  isDemoProfile: boolean;
  isOwn?: boolean;
  /** The viewer's latest proposal to this ad (profile detail); unknown on cards. */
  proposalSent?: { id: number; status: "pending" | "accepted" | "declined" } | null;
};

/**
 * "Propose Now" for a card or the profile detail: visitors go to /auth/login (and come back here),
 * demo profiles show a disabled "Demo Profile", members write a message in the Send Proposal dialog;
 * afterwards the button is a disabled "Proposal Sent". A declined proposal may be sent again.
 */
export function ProposeButton({
  target,
  className = "",
  notes = "inline",
}: {
  target: ProposeTarget;
  className?: string;
  notes?: "inline" | "toast";
}) {
  const { t } = useTranslation(proposalsNs);
  const navigate = useNavigate();
  const location = useLocation();
  const { isAuthenticated } = useSession();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so it closes (and gives the focus back) like any dialog.
  const [mounted, setMounted] = useState(false);
  const [justSent, setJustSent] = useState(false);
  const [demoNote, setDemoNote] = useState(false);
  const demo = target.isDemoProfile || isDemoId(target.profileId);
  const status = justSent ? "pending" : target.proposalSent?.status;
  const demoProfileMessage = t("propose.demoNote");
  const proposalSentMessage = t("propose.sentNote");

  if (target.isOwn) return null;

  const say = (text: string, tone: "success" | "info") => (notes === "toast" ? showToast(text, tone) : undefined);
  const wrap = (node: React.ReactNode, note?: React.ReactNode) => (
    // Clicks inside (and inside the portalled dialog) must not reach a clickable card around us.
    <div onClick={(e) => e.stopPropagation()} className={className}>
      {node}
      {note}
    </div>
  );
  const noteStyle = "mt-2 rounded-lg px-3 py-2 text-sm";

  if (demo)
    return wrap(
      <button
        type="button"
        aria-disabled="true"
        onClick={() => (notes === "toast" ? say(demoProfileMessage, "info") : setDemoNote(true))}
        className={`${buttonStyles.outline} w-full cursor-not-allowed opacity-60 hover:bg-transparent`}
      >
        {t("propose.demo")}
      </button>,
      notes === "inline" && (
        <p role="status" className={`${noteStyle} ${demoNote ? "bg-gold-100 text-amber-900" : "px-0 text-stone-500"}`}>
          {demoProfileMessage}
        </p>
      ),
    );

  if (status === "pending" || status === "accepted")
    return wrap(
      <button type="button" disabled className={`${buttonStyles.primary} w-full`}>
        {status === "accepted" ? t("propose.accepted") : t("propose.sent")}
      </button>,
      notes === "inline" && justSent && (
        <p role="status" className={`${noteStyle} bg-emerald-50 text-emerald-900`}>
          {proposalSentMessage}
        </p>
      ),
    );

  const start = () => {
    if (!isAuthenticated) {
      rememberRedirect(location.pathname + location.search);
      return navigate("/auth/login");
    }
    setMounted(true);
    setOpen(true);
  };
  const preload = () => void (isAuthenticated && loadModal());

  return wrap(
    <>
      <button type="button" onClick={start} onPointerEnter={preload} onFocus={preload} className={`${buttonStyles.primary} w-full`}>
        {t("propose.now")}
      </button>
      {isAuthenticated && mounted && (
        <Suspense fallback={null}>
          <ProposalModal
            open={open}
            onOpenChange={setOpen}
            target={target.profileId}
            profileId={target.profileId}
            onSent={() => {
              setOpen(false);
              setJustSent(true);
              say(proposalSentMessage, "success");
            }}
          />
        </Suspense>
      )}
    </>,
    status === "declined" && notes === "inline" && <p className={`${noteStyle} bg-stone-50 text-stone-600`}>{t("propose.declinedNote")}</p>,
  );
}
