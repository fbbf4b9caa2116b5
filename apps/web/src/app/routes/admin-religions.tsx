import { ReligionsPage } from "@/features/admin-catalogue";

export default function ReligionsPageRoute() {
  return <ReligionsPage />;
}
