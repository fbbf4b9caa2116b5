import { AdminLoginPage } from "@/features/admin-auth";

export default function AdminLoginRoute() {
  return <AdminLoginPage />;
}
