export * from "./envelope.ts";
export * from "./common.ts";
export * from "./auth.ts";
export * from "./misc.ts";
export * from "./options/index.ts";
export * from "./content.ts";
export * from "./profiles.ts";
export * from "./my-ad.ts";
