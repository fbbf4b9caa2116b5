export { ZBusinessLinks, ZNotices, ZSuccessStories } from "@app/contract";
