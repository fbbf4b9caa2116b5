export * from "./client.ts";
export * as schema from "./schema.ts";
export { seed, type SeedOptions, type SeedReport } from "./seed/index.ts";
export { demoMembers, type DemoMember } from "./seed/demo-members.ts";
export { blogCategorySeed, blogPostSeed, type BlogPostSeed } from "./seed/blog-posts.ts";
export { successStorySeed, noticeSeed } from "./seed/content.ts";
export { planSeed } from "./seed/plans.ts";
export type { ChartColumns } from "./seed/birth.ts";
