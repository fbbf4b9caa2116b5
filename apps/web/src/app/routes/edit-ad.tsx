import { EditAdPage } from "@/features/my-ad";

export function Component() {
  return <EditAdPage />;
}
