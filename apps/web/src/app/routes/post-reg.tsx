import { useParams } from "react-router";
import { PostRegistrationPage } from "@/features/post-registration";

/** /post-reg/:id and /post-reg. */
export function Component() {
  const { id } = useParams();
  return <PostRegistrationPage key={id ?? ""} id={id} />;
}
