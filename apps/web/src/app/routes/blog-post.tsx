import { useCallback, useState } from "react";
import { useParams } from "react-router";
import { BlogPostPage } from "@/features/blog";
import { usePageMeta } from "@/lib/use-page-meta";

export default function BlogPostRoute() {
  const { slug = "" } = useParams();
  const [meta, setMeta] = useState({ title: "Blog", description: "Read the full post on the Shubho Bibaho blog." });
  usePageMeta(meta.title, meta.description);
  const onMeta = useCallback((title: string, description: string) => setMeta({ title, description }), []);
  return <BlogPostPage key={slug} slug={slug} onMeta={onMeta} />;
}
