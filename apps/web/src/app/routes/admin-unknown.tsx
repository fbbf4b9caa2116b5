import { AdminPlaceholder } from "@/features/admin-auth/panel";

/** Any other address under /admin-panel: a hint to choose from the menu. */
export default function AdminUnknownRoute() {
  return <AdminPlaceholder />;
}
