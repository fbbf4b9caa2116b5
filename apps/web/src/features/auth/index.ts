/**
 * Public surface of the auth feature, light enough for the app shell. The login form (which
 * pulls in the captcha widget) is exported from "@/features/auth/login" and the dialog is
 * loaded lazily through LazyLoginModal.
 */
export { useAuth } from "./hooks/use-auth";
export { AuthProvider } from "./components/auth-provider";
export { LazyLoginModal, preloadLoginModal } from "./lazy-login-modal";
export { rememberRedirect, takeRedirectAfterLogin } from "./lib/redirect-after-login";
export { authStatus } from "./hooks/auth-status";
export { forgetSignedOut, justSignedOut } from "./lib/signed-out";
