import { VideosPage } from "@/features/my-ad";

export function Component() {
  return <VideosPage />;
}
