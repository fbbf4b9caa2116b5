import { AdminLoginPage } from "@/features/admin";

export default function AdminLoginRoute() {
  return <AdminLoginPage />;
}
