/**
 * The shop's translate function, the same on the server and in the browser: a text by its key
 * ("cart.empty"), with values filled in ("{{name}}"), the plural form for a count ("key_one",
 * "key_other"; "key_zero" for 0 where there is one), a list or group of texts on request
 * (`returnObjects`) and a default for a key that may be missing (`defaultValue`). These are the
 * features of i18next our texts use, answered as i18next answers them (translate.test.ts
 * compares every key in both languages with i18next, which stays a development dependency for
 * that and for the typed keys).
 *
 * It replaced i18next and react-i18next at run time: about 14 KB of compressed JavaScript on
 * every page (their parser, formatters, plural and event machinery, of which the texts used
 * none), and a text is one lookup in a table made once per language.
 */
import type { Namespace, ParseKeys, TFunction } from "i18next";
import type { Language } from "./languages";

/** A key of the shop's texts ("cart.empty"), checked by the compiler. */
export type TextKey = ParseKeys<"translation">;

/**
 * The translate function's type, keys and values checked by the compiler (i18next's types, which
 * only app/i18n imports): the shop's texts, or a namespace's (`Translate<"admin">`).
 */
export type Translate<NS extends Namespace = "translation"> = TFunction<NS>;

export type Translator<NS extends Namespace = "translation"> = {
  language: Language;
  t: Translate<NS>;
  /** Whether the key names a text or a group of texts. */
  exists(key: string): boolean;
  /**
   * Adds texts: a part of the shop's, found by their own keys ("checkout.title"), or a
   * namespace's, found under "namespace:key" (the back office's "admin:…").
   */
  addTexts(resources: object, namespace?: string): void;
};

/** The shape another language's texts must have: the same keys, with any text as value. */
export type Texts<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Texts<U>[]
    : { [K in keyof T]: Texts<T[K]> };

type Options = { count?: unknown; returnObjects?: boolean; defaultValue?: unknown } & Record<string, unknown>;

export function createTranslator<NS extends Namespace = "translation">(
  language: Language,
  resources: object,
  /** Told of a key that has no text and no default (the browser reports it). */
  onMissing?: (key: string) => void,
): Translator<NS> {
  const entries = new Map<string, unknown>();
  addEntries(resources, "", entries);
  // Made on the first count: most pages start without one.
  let plurals: Intl.PluralRules | undefined;

  const find = (key: string, count: unknown) => {
    if (typeof count === "number") {
      const plural =
        (count === 0 ? entries.get(`${key}_zero`) : undefined) ??
        entries.get(`${key}_${(plurals ??= new Intl.PluralRules(language)).select(count)}`);
      if (plural !== undefined) return plural;
    }
    return entries.get(key);
  };

  const t = (key: string, options?: Options) => {
    const value = find(key, options?.count);
    if (value === undefined) {
      if (typeof options?.defaultValue === "string") return interpolate(options.defaultValue, options);
      onMissing?.(key);
      return key;
    }
    if (typeof value !== "string") {
      return options?.returnObjects
        ? interpolateAll(value, options)
        : `key '${key} (${language})' returned an object instead of string.`;
    }
    return options ? interpolate(value, options) : value;
  };

  return {
    language,
    t: t as unknown as Translate<NS>,
    exists: (key) => entries.has(key),
    addTexts: (texts, namespace) => addEntries(texts, namespace ? `${namespace}:` : "", entries),
  };
}

/** Every text and group of texts of a resource tree, by its dotted key. */
function addEntries(tree: object, prefix: string, entries: Map<string, unknown>) {
  for (const [name, value] of Object.entries(tree)) {
    const key = prefix + name;
    entries.set(key, value);
    if (value && typeof value === "object" && !Array.isArray(value)) addEntries(value, `${key}.`, entries);
  }
}

/** The same for every text of a list or group. */
function interpolateAll(value: unknown, values: Options): unknown {
  if (typeof value === "string") return interpolate(value, values);
  if (Array.isArray(value)) return value.map((item) => interpolateAll(item, values));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, interpolateAll(item, values)]),
    );
  }
  return value;
}

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

/** "{{name}}" becomes the value of `name`; a value not given leaves the placeholder as it is. */
export function interpolate(text: string, values: Options): string {
  if (!text.includes("{{")) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = values[name.trim()];
    return value === undefined ? placeholder : value === null ? "" : String(value);
  });
}
