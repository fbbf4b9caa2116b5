/** The login form for pages (/login, /auth/login). Imports the captcha widget: keep it out of the shell. */
export { LoginForm, type LoginFormProps } from "./components/login-form";
export { LoginModal, type LoginModalProps } from "./components/login-modal";
