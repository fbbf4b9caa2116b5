import { BlogPage } from "@/features/blog";
import { usePageMeta } from "@/lib/use-page-meta";

export default function BlogsRoute() {
  usePageMeta(
    "Blog",
    "Stay updated with the Shubho Bibaho blog: Bengali wedding traditions, matrimony tips and advice for families looking for a match.",
  );
  return <BlogPage />;
}
