export { BrowsePage } from "./components/browse-page";
/** A profile's card as browse draws it (other lists of ads reuse it, with their own lines). */
export { ProfileCard } from "./components/profile-card";
