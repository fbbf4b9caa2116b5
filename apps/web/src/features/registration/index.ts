/** Registration ("Post your advertisement"): the page for /register and /register/:referCode. */
export { RegistrationPage } from "./components/registration-page";
