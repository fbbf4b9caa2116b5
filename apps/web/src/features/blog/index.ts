export { BlogPage } from "./components/blog-page";
export { BlogPostPage } from "./components/blog-post-page";
