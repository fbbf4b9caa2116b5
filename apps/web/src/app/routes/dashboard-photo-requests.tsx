import { PhotoRequestsPage } from "@/features/my-ad";

export default function DashboardPhotoRequestsRoute() {
  return <PhotoRequestsPage />;
}
