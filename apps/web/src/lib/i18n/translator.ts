/**
 * The app's translation store and lookup (decision 0029): nested catalogues per language and namespace,
 * `{{name}}` placeholders, `count` plurals and a fallback language, with the calls of i18next that the
 * screens use (`t`, `exists`, `getFixedT`, `changeLanguage`, `on`/`off`, `addResourceBundle`), so
 * that a screen reads the same either way. `lib/i18n/index.ts` fills the one instance with the
 * catalogues; this module knows nothing of the app, so `lib/format.ts` can read its language.
 */

/** What a lookup takes besides the key; every other field is a value for a `{{placeholder}}`. */
export interface TOptions {
  /** The namespace to look in (else the translator's, else `translation`); a key may also say `ns:key`. */
  ns?: string;
  /** The language to look up in (else the current one). */
  lng?: string;
  /**
   * A number picks `key_one`/`key_other`/… by the language's plural rules (then `key`); either way it
   * fills `{{count}}` (a text, such as a number already formatted, only fills it).
   */
  count?: number | string;
  /** The text when no catalogue has the key (not reported as missing). */
  defaultValue?: string;
  /** A key that names a group of texts answers the group itself. */
  returnObjects?: boolean;
  [value: string]: unknown;
}

/** A lookup bound to a namespace (`N`, for the reader) and a language or the current one. */
export type TFunction<N extends string = string> = ((key: string, options?: TOptions) => string) & { readonly ns?: N };

interface Events {
  languageChanged: [lng: string];
  /** No catalogue, in the language or the fallback, has the key (and the call gave no `defaultValue`). */
  missingKey: [languages: string[], ns: string, key: string];
}
type Listener<E extends keyof Events> = (...args: Events[E]) => void;

type Texts = Record<string, unknown>;

const defaultNs = "translation";
const isGroup = (v: unknown): v is Texts => typeof v === "object" && v !== null;

/** `target` with `source`'s texts added (a text already there is replaced only with `overwrite`), as new objects. */
function merged(target: Texts, source: Texts, overwrite: boolean): Texts {
  const out: Texts = { ...target };
  for (const [k, v] of Object.entries(source)) {
    const here = out[k];
    if (isGroup(here) && isGroup(v)) out[k] = merged(here, v, overwrite);
    else if (here === undefined || overwrite) out[k] = v;
  }
  return out;
}

export class Translator {
  /** The current language. */
  language = "en";
  isInitialized = false;
  /** Texts by language, then namespace. */
  readonly store = { data: {} as Record<string, Record<string, Texts>> };
  private fallbackLng = "en";
  /** What a placeholder's value becomes in a text of `lng` (as it is, unless `init` says otherwise). */
  private format: (value: unknown, name: string, lng: string) => unknown = (value) => value;
  private readonly listeners = new Map<keyof Events, Set<Listener<never>>>();
  private readonly pluralRules = new Map<string, Intl.PluralRules>();

  init(options: { lng: string; fallbackLng: string; format?: (value: unknown, name: string, lng: string) => unknown }) {
    this.fallbackLng = options.fallbackLng;
    if (options.format) this.format = options.format;
    this.language = options.lng;
    this.isInitialized = true;
  }

  on<E extends keyof Events>(event: E, listener: Listener<E>): this {
    const set = this.listeners.get(event) ?? new Set();
    this.listeners.set(event, set.add(listener));
    return this;
  }

  off<E extends keyof Events>(event: E, listener: Listener<E>): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  private emit<E extends keyof Events>(event: E, ...args: Events[E]) {
    for (const listener of this.listeners.get(event) ?? []) (listener as Listener<E>)(...args);
  }

  /** Switches at once (the promise is for callers written for i18next); the listeners hear only of a change. */
  changeLanguage(lng: string): Promise<TFunction> {
    if (lng !== this.language) {
      this.language = lng;
      this.emit("languageChanged", lng);
    }
    return Promise.resolve(this.t);
  }

  /**
   * Adds texts to a language's namespace. Without `deep` the top-level keys replace the ones there; with
   * it the texts are merged in (those already there kept unless `overwrite`). A namespace added whole
   * is kept as given, not copied.
   */
  addResourceBundle(lng: string, ns: string, resources: object, deep = false, overwrite = false): this {
    const byNs = (this.store.data[lng] ??= {});
    const here = byNs[ns];
    byNs[ns] = !here ? (resources as Texts) : deep ? merged(here, resources as Texts, overwrite) : { ...here, ...resources };
    return this;
  }

  /** The value at a dotted key in one language's namespace, as stored (a text, a group, or undefined). */
  getResource(lng: string, ns: string, key: string): unknown {
    let at: unknown = this.store.data[lng]?.[ns];
    for (const part of key.split(".")) at = isGroup(at) ? at[part] : undefined;
    return at;
  }

  /** Whether a catalogue has the key (a text or a group), in the language or the fallback. */
  exists(key: string, options?: Pick<TOptions, "ns" | "lng">): boolean {
    const [ns, k] = this.split(key, options?.ns);
    return this.resolve(k, ns, options?.lng ?? this.language, undefined) !== undefined;
  }

  /** The text at `key` in the current language (`options.lng` for another). */
  readonly t: TFunction = (key, options) => this.translate(key, options, undefined, undefined);

  /** A `t` in `lng` (`null`: the current language when called) and namespace `ns`. */
  getFixedT<N extends string = string>(lng: string | null, ns?: N): TFunction<N> {
    return (key, options) => this.translate(key, options, lng ?? undefined, ns);
  }

  private translate(key: string, options: TOptions | undefined, lng: string | undefined, ns: string | undefined): string {
    const language = options?.lng ?? lng ?? this.language;
    const [namespace, k] = this.split(key, options?.ns ?? ns);
    const count = typeof options?.count === "number" ? options.count : undefined;
    const found = this.resolve(k, namespace, language, count);
    if (typeof found === "string") return this.interpolate(found, options, language);
    if (found !== undefined && options?.returnObjects) return found as string;
    if (options?.defaultValue !== undefined) return this.interpolate(options.defaultValue, options, language);
    this.emit("missingKey", [language], namespace, k);
    return k;
  }

  /** The namespace and key of `ns:key` (when `ns` is one the store has), else the given namespace and the key. */
  private split(key: string, ns = defaultNs): [string, string] {
    const colon = key.indexOf(":");
    if (colon > 0) {
      const prefix = key.slice(0, colon);
      if (Object.values(this.store.data).some((byNs) => prefix in byNs)) return [prefix, key.slice(colon + 1)];
    }
    return [ns, key];
  }

  /** The value for a key in the language, else the fallback; with a count, the plural form first. */
  private resolve(key: string, ns: string, lng: string, count: number | undefined): unknown {
    for (const code of lng === this.fallbackLng ? [lng] : [lng, this.fallbackLng]) {
      if (count !== undefined) {
        const plural = this.getResource(code, ns, `${key}_${this.plural(code).select(count)}`);
        if (plural !== undefined && plural !== null) return plural;
      }
      const found = this.getResource(code, ns, key);
      if (found !== undefined && found !== null) return found;
    }
    return undefined;
  }

  private plural(lng: string): Intl.PluralRules {
    let rules = this.pluralRules.get(lng);
    if (!rules) this.pluralRules.set(lng, (rules = new Intl.PluralRules(lng)));
    return rules;
  }

  /**
   * `{{name}}` replaced by the option of that name as `format` gives it; a name the options hold with no
   * value becomes "", one they do not name is left as it is. Values are not escaped: React escapes them.
   */
  private interpolate(text: string, options: TOptions | undefined, lng: string): string {
    if (!options || !text.includes("{{")) return text;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => {
      if (!Object.hasOwn(options, name)) return placeholder;
      const value = this.format(options[name], name, lng);
      return value === undefined || value === null ? "" : String(value);
    });
  }
}

/** The app's one translator (`lib/i18n/index.ts` gives it the catalogues and the language). */
const i18n = new Translator();
export default i18n;
