import { EditAdPage } from "@/features/my-ad";
import { useScrollToHash } from "@/lib/use-scroll-to-hash";

/** /edit-ad, opened at a section when the address names one (/edit-ad#partner). */
export default function EditAdRoute() {
  useScrollToHash();
  return <EditAdPage />;
}
