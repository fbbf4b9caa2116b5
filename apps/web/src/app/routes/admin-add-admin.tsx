import { AddAdminPage } from "@/features/admin-auth";

export default function AddAdminPageRoute() {
  return <AddAdminPage />;
}
