export { ProfileDetailPage } from "./components/profile-detail-page";
