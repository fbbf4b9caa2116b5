export { PostRegistrationPage } from "./components/post-registration-page";
export { ProfileCompletePage } from "./components/profile-complete-page";
export { UpgradePage } from "./components/upgrade-page";
