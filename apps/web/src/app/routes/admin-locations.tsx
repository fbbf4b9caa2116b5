import { LocationsPage } from "@/features/admin-catalogue";

export default function LocationsPageRoute() {
  return <LocationsPage />;
}
