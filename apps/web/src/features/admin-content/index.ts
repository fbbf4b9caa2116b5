/** The site's content: blog posts and categories, stories, notices, business links and the FAQ. */
export { ContentCategoriesPage } from "./components/content-categories-page";
export { ContentPostForm } from "./components/content-post-form";
export { ContentPostsPage } from "./components/content-posts-page";
export { BusinessLinksPage, FaqAdminPage, NoticesPage } from "./components/content-site-pages";
export { ContentStoriesPage } from "./components/content-stories-page";
