/** A member manages their own ad: Edit My Ad (form + gallery), contact privacy and videos. */
export { EditAdPage } from "./components/edit-ad-page";
export { PrivacyPage } from "./components/privacy-page";
export { VideosPage } from "./components/videos-page";
/** Compact three-slot video strip for the dashboard overview: `<VideoSlots compact />`. */
export { VideoSlots } from "./components/video-slots";
