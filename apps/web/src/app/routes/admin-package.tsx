import { PackagePage } from "@/features/admin-catalogue";

export default function PackagePageRoute() {
  return <PackagePage />;
}
