import { useParams } from "react-router";
import { ContentPostForm } from "@/features/admin-content";

/** A post to write (`new`) or edit. */
export default function AdminContentPostRoute() {
  const { id } = useParams();
  return <ContentPostForm key={id} id={id === "new" || !id ? null : Number(id)} />;
}
