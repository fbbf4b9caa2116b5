import { BrowsePage } from "@/features/browse";

export default function ProfilesRoute() {
  return <BrowsePage />;
}
