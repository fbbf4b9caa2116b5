import { FaqAdminPage } from "@/features/admin-content";

export default function FaqAdminPageRoute() {
  return <FaqAdminPage />;
}
