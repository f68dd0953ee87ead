import { isCatalog, type Catalog } from './catalogs';

/** Variables to fill in, plus the few options the shop's texts use. */
export interface TranslateOptions {
  /** Picks the plural form (`key_one`, `key_other`, …) by Intl.PluralRules; 0 prefers `key_zero`. */
  count?: number;
  /** The text when the key is missing (itself filled in). */
  defaultValue?: string;
  /** Namespace for a key without a `namespace:` prefix. */
  ns?: string;
  /** Placeholder marks; the contract's error texts write `{name}` instead of `{{name}}`. */
  interpolation?: { prefix: string; suffix: string; escapeValue?: false };
  [variable: string]: unknown;
}

export type Translate = (key: string, options?: TranslateOptions) => string;

const DEFAULT_MARKS = { prefix: '{{', suffix: '}}' };
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const lookup = (catalog: Catalog | undefined, path: string): unknown => {
  if (catalog && Object.hasOwn(catalog, path)) return catalog[path];
  let current: unknown = catalog;
  for (const part of path.split('.')) current = isCatalog(current) && Object.hasOwn(current, part) ? current[part] : undefined;
  return current;
};

const merge = (target: Catalog, source: Catalog): void => {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (isCatalog(value) && isCatalog(existing)) merge(existing, value);
    else target[key] = isCatalog(value) ? structuredClone(value) : value;
  }
};

/**
 * The message catalogs of one language, split into namespaces that load as screens need them, and
 * the i18next rules the catalogs are written for: `namespace:dotted.key`, plural keys
 * (`_zero`, `_one`, `_other`…), `{{variable}}` placeholders filled as plain text, an empty text
 * counts as missing and a missing key reads as itself.
 */
export class Translator {
  private readonly catalogs = new Map<string, Catalog>();
  private readonly plurals: Intl.PluralRules;

  constructor(
    readonly language: string,
    private readonly defaultNs = 'common',
  ) {
    this.plurals = new Intl.PluralRules(language);
  }

  /** Adds or deepens a namespace; later texts win. */
  addResourceBundle(ns: string, catalog: Catalog): void {
    const existing = this.catalogs.get(ns);
    if (existing) merge(existing, catalog);
    else this.catalogs.set(ns, structuredClone(catalog));
  }

  /** Sets one text at a dotted key. */
  addResource(ns: string, key: string, value: string): void {
    const parts = key.split('.');
    const last = parts.pop() ?? key;
    let node = this.catalogs.get(ns) ?? {};
    this.catalogs.set(ns, node);
    for (const part of parts) {
      const next = node[part];
      node = isCatalog(next) ? next : (node[part] = {});
    }
    node[last] = value;
  }

  exists(key: string, options: TranslateOptions = {}): boolean {
    return this.find(key, options, [options.ns ?? this.defaultNs]) !== undefined;
  }

  readonly t: Translate = (key, options) => this.translate(key, options ?? {}, [options?.ns ?? this.defaultNs]);

  /** A translate function that looks in `namespaces`, in order, for keys without a prefix. */
  fixed(namespaces: readonly string[]): Translate {
    return (key, options = {}) => this.translate(key, options, options.ns ? [options.ns] : namespaces);
  }

  private translate(fullKey: string, options: TranslateOptions, namespaces: readonly string[]): string {
    const found = this.find(fullKey, options, namespaces);
    const text = found ?? options.defaultValue ?? this.split(fullKey, namespaces)[1];
    return this.fill(text, options);
  }

  private split(fullKey: string, namespaces: readonly string[]): [readonly string[], string] {
    const at = fullKey.indexOf(':');
    return at >= 0 ? [[fullKey.slice(0, at)], fullKey.slice(at + 1)] : [namespaces, fullKey];
  }

  private find(fullKey: string, options: TranslateOptions, namespaces: readonly string[]): string | undefined {
    const [inNamespaces, key] = this.split(fullKey, namespaces);
    const { count } = options;
    const keys = typeof count === 'number' ? [...(count === 0 ? [`${key}_zero`] : []), `${key}_${this.plurals.select(count)}`, key] : [key];
    for (const ns of inNamespaces) {
      for (const candidate of keys) {
        const text = lookup(this.catalogs.get(ns), candidate);
        if (typeof text === 'string' && text !== '') return text;
      }
    }
    return undefined;
  }

  /** A placeholder without a variable of that name stays as written; one whose variable is undefined reads empty. */
  private fill(text: string, options: TranslateOptions): string {
    const { prefix, suffix } = options.interpolation ?? DEFAULT_MARKS;
    if (!text.includes(prefix)) return text;
    const placeholder = new RegExp(`${escapeRegExp(prefix)}(.+?)${escapeRegExp(suffix)}`, 'g');
    return text.replace(placeholder, (written, name: string) => {
      const variable = name.trim();
      if (!Object.hasOwn(options, variable)) return written;
      const value = options[variable];
      return value === undefined || value === null ? '' : String(value);
    });
  }
}
