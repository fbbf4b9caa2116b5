export { BrowsePage } from "./components/browse-page";
export { visitorBrowseQuery, visitorBrowseSeed } from "./api/get-ad-profiles";
