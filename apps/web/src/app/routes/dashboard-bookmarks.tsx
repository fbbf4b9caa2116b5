import { BookmarksPage } from "@/features/dashboard";

export default function DashboardBookmarksRoute() {
  return <BookmarksPage />;
}
