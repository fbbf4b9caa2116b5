import { AdminListPage } from "@/features/admin-auth";

export default function AdminListPageRoute() {
  return <AdminListPage />;
}
