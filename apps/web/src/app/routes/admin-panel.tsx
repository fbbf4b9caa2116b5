import { AdminPanel } from "@/features/admin";

export function Component() {
  return <AdminPanel />;
}
