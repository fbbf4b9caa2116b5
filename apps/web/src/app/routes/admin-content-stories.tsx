import { ContentStoriesPage } from "@/features/admin-content";

export default function ContentStoriesPageRoute() {
  return <ContentStoriesPage />;
}
