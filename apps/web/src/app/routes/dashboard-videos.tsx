import { VideosPage } from "@/features/my-ad";

export default function DashboardVideosRoute() {
  return <VideosPage />;
}
