export { PostRegistrationPage } from "./components/post-registration-page";
