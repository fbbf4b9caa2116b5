import { ContentPostsPage } from "@/features/admin-content";

export default function ContentPostsPageRoute() {
  return <ContentPostsPage />;
}
