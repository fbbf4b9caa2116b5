import { ExportPage } from "@/features/admin-members";

export default function ExportPageRoute() {
  return <ExportPage />;
}
