import { BookmarksPage } from "@/features/dashboard";

export function Component() {
  return <BookmarksPage />;
}
