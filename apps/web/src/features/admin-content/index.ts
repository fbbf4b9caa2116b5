/** The site's content: blog posts and categories, stories, notices, business links and the FAQ. */
export { ContentCategoriesPage } from "./components/content-categories-page";
export { ContentPostForm } from "./components/content-post-form";
export { ContentPostsPage } from "./components/content-posts-page";
export { BusinessLinksPage } from "./components/business-links-page";
export { FaqAdminPage } from "./components/faq-admin-page";
export { NoticesPage } from "./components/notices-page";
export { ContentStoriesPage } from "./components/content-stories-page";
