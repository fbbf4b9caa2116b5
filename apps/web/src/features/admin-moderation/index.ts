/** The moderation queues: new ads, edits, photos, videos, identity documents and reports. */
export { ModerationPage } from "./components/moderation-page";
