import { AdminPanel } from "@/features/admin-auth/panel";

export default function AdminPanelRoute() {
  return <AdminPanel />;
}
