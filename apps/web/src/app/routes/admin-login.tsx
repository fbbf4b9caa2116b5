import { AdminLoginPage } from "@/features/admin";

export function Component() {
  return <AdminLoginPage />;
}
