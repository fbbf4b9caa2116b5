/** A member manages their own ad: Edit My Ad (form + gallery) and contact privacy. */
export { EditAdPage } from "./components/edit-ad-page";
export { PrivacyPage } from "./components/privacy-page";
