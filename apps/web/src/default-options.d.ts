/** The contract's default option lists, built into the bundle as JSON (default-options-plugin.ts). */
declare module "virtual:default-options" {
  const defaultOptions: import("@app/contract").OptionLists;
  export default defaultOptions;
  /** The tag the server gives these lists (GET /api/options answers 304 to it while they are current). */
  export const etag: string;
}
