import { NoticesPage } from "@/features/admin-content";

export default function NoticesPageRoute() {
  return <NoticesPage />;
}
