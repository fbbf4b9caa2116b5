import type { Plugin } from "vite";
// A relative path, so that the config loader bundles the lists rather than asking Node for TypeScript.
import { bengaliLabels, defaultOptions, withBengali } from "../../packages/contract/src/options/index.ts";
import { optionsEtag } from "../../packages/contract/src/options/etag.ts";

const id = "virtual:default-options";

/**
 * `virtual:default-options`: the contract's built-in option lists as JSON. A browser reads a JSON
 * string many times faster than it first runs the code that builds the lists (hundreds of objects,
 * while a phone starts the page). An option's Bengali label is left out where it is the shared map's
 * (`bengaliLabels`, which `optionLabel` falls back to), so the labels are not carried twice. `etag`
 * is the tag the server gives the same lists (`optionsEtag`): while no admin has changed them, the
 * page's request for the lists is answered 304 and the copy is used as it is.
 */
export function defaultOptionsJson(): Plugin {
  const json = JSON.stringify(defaultOptions, function (this: { label?: string }, key, value: unknown) {
    return key === "bn" && this.label !== undefined && value === bengaliLabels[this.label] ? undefined : value;
  });
  return {
    name: "default-options",
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (loaded) =>
      loaded === `\0${id}`
        ? `export default JSON.parse(${JSON.stringify(json)});\nexport const etag = ${JSON.stringify(optionsEtag(withBengali(defaultOptions)))};`
        : undefined,
  };
}
