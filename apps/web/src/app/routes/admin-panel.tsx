import { AdminPanel } from "@/features/admin-auth/panel";

export function Component() {
  return <AdminPanel />;
}
