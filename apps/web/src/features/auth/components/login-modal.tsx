import * as Dialog from "@radix-ui/react-dialog";
import { useReturnFocus } from "@/components/use-return-focus";
import { useNavigate } from "react-router";
import { useTranslation } from "@/lib/i18n";
import { authNs } from "@/lib/locales/auth";
import { takeRedirectAfterLogin } from "../lib/redirect-after-login";
import { LoginForm } from "./login-form";

export type LoginModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called after a successful login, once the modal has closed. */
  onLoggedIn?: () => void;
};

/** The header's login dialog: phone → OTP → "Login Successful!" → closes after 1 second. */
export function LoginModal({ open, onOpenChange, onLoggedIn }: LoginModalProps) {
  const { t } = useTranslation(authNs);
  const returnFocus = useReturnFocus(open);
  const navigate = useNavigate();

  function handleSuccess() {
    onOpenChange(false);
    const target = takeRedirectAfterLogin();
    if (target) navigate(target.to, { state: target.state });
    onLoggedIn?.();
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50 backdrop-blur-[2px]" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          className="fixed inset-x-3 top-[8vh] z-50 mx-auto max-h-[84vh] max-w-md overflow-y-auto rounded-2xl bg-white shadow-2xl focus:outline-none sm:top-[12vh]"
        >
          <div className="rounded-t-2xl bg-gradient-to-r from-brand-800 to-brand-600 px-6 pt-5 pb-4 text-white">
            <Dialog.Title className="font-display text-2xl font-semibold">{t("login.title")}</Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-brand-100">{t("login.subtitle")}</Dialog.Description>
          </div>
          <div className="px-6 py-5">
            <LoginForm onSuccess={handleSuccess} onNavigateAway={() => onOpenChange(false)} />
          </div>
          <Dialog.Close
            aria-label={t("login.close")}
            className="absolute top-3 right-3 flex size-9 items-center justify-center rounded-full text-white/90 hover:bg-white/15 hover:text-white"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
              <path d="M5.3 4.3a1 1 0 0 0-1.4 1.4L8.6 10l-4.7 4.3a1 1 0 1 0 1.4 1.4L10 11.4l4.3 4.3a1 1 0 0 0 1.4-1.4L11.4 10l4.3-4.3a1 1 0 0 0-1.4-1.4L10 8.6 5.3 4.3z" />
            </svg>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export default LoginModal;
