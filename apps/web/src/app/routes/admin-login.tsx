import { AdminLoginPage } from "@/features/admin-auth";

export function Component() {
  return <AdminLoginPage />;
}
