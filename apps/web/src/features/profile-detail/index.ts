export { ProfileDetailPage } from "./components/profile-detail-page";
export { visitorDetailSeed } from "./api/profile-api";
