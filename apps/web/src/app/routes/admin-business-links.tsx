import { BusinessLinksPage } from "@/features/admin-content";

export default function BusinessLinksPageRoute() {
  return <BusinessLinksPage />;
}
