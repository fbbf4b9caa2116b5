export { BrowsePage } from "./components/browse-page";
