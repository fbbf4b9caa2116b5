import { Link } from "react-router";
import { useTranslation } from "@/lib/i18n";
import { buttonStyles } from "@/components/button-styles";
import { preloadLoginModal, useAuth } from "@/features/auth";

/** Signed in: welcome, My Profile and Logout; signed out: Login and Post Your Ad. */
export function AccountActions({ onLogin }: { onLogin: () => void }) {
  const { t } = useTranslation();
  const auth = useAuth();
  if (auth.isAuthenticated)
    return (
      <>
        <span className="max-w-[16rem] truncate text-sm text-stone-600">
          {t("header.welcome", { phone: auth.userPhone ?? auth.user?.phone ?? "" })}
        </span>
        <Link to="/dashboard" className={`${buttonStyles.primary} py-2 text-sm`}>
          {t("header.myProfile")}
        </Link>
        <button type="button" onClick={auth.logout} className={`${buttonStyles.outline} py-2 text-sm`}>
          {t("header.logout")}
        </button>
      </>
    );
  return (
    <>
      <button
        type="button"
        onClick={onLogin}
        onPointerEnter={preloadLoginModal}
        onFocus={preloadLoginModal}
        className={`${buttonStyles.outline} py-2 text-sm`}
      >
        {t("header.login")}
      </button>
      <Link to="/register" className={`${buttonStyles.primary} py-2 text-sm`}>
        {t("header.postAd")}
      </Link>
    </>
  );
}
