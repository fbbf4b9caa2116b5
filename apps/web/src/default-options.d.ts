/** The contract's default option lists, built into the bundle as JSON (default-options-plugin.ts). */
declare module "virtual:default-options" {
  const defaultOptions: import("@app/contract").OptionLists;
  export default defaultOptions;
}
