/** A member manages their own ad: Edit My Ad (form + gallery), privacy, photo requests and videos. */
export { EditAdPage } from "./components/edit-ad-page";
export { PrivacyPage } from "./components/privacy-page";
export { ProfilePage } from "./components/profile-page";
export { PhotoRequestsPage } from "./components/photo-requests-page";
export { PhotoRequestButton } from "./components/photo-request-button";
export { VideosPage } from "./components/videos-page";
/** Compact three-slot video strip for the dashboard overview: `<VideoSlots compact />`. */
export { VideoSlots } from "./components/video-slots";
/** The member's own ad (GET /api/profiles/me) and the parts of Edit My Ad a link can open at. */
export { useMyAd } from "./api/get-my-ad";
export { editAdSections, type EditAdSection } from "./lib/sections";
