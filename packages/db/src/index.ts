export * from "./client.ts";
export * as schema from "./schema.ts";
export { seed, type SeedOptions, type SeedReport } from "./seed/index.ts";
export { demoMembers, type DemoMember } from "./seed/demo-members.ts";
