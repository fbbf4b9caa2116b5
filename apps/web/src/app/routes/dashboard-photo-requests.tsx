import { PhotoRequestsPage } from "@/features/my-ad";

export function Component() {
  return <PhotoRequestsPage />;
}
