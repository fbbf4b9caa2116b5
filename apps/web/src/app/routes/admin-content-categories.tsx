import { ContentCategoriesPage } from "@/features/admin-content";

export default function ContentCategoriesPageRoute() {
  return <ContentCategoriesPage />;
}
