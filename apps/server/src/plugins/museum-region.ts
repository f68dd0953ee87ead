import type { Lang } from '@foyer/contract';
import { formatLocale } from '@foyer/domain';
import type { ShopResolver } from '../kernel/shop-context.js';

/**
 * The museum's country for the texts of error answers, which follow its region (DESIGN.md "Formats":
 * a German museum's "zu groß", a Swiss one's "zu gross"). Error answers are written for any request,
 * also before Fastify routes one and while the database is away, so the country is taken from the
 * default shop's settings at hand and kept: an error never waits for the database once the country
 * has been seen. Every instance of the shop belongs to one museum, so the default shop's country is
 * the one its errors are written for.
 */
export class MuseumRegion {
  #shops: ShopResolver | undefined;
  #country: string | undefined;

  /** Where the country comes from, once the shops can be read. */
  attach(shops: ShopResolver): void {
    this.#shops = shops;
  }

  /** The locale of an error text in `lang` (de-DE), without waiting: the language alone until the country was seen. */
  localeAtHand(lang: Lang): string {
    const settings = this.#shops?.defaultSettingsAtHand();
    if (settings !== undefined) this.#country = settings.meta.country;
    return formatLocale(lang, this.#country ?? '');
  }

  /** The same, asking the database for the default shop when its country was never seen (no shop: the language alone). */
  async locale(lang: Lang): Promise<string> {
    if (this.#country === undefined && this.#shops?.defaultSettingsAtHand() === undefined) {
      const shop = await this.#shops?.resolveOrFirst(undefined, lang).catch(() => undefined);
      if (shop !== undefined) this.#country = shop.settings.meta.country;
    }
    return this.localeAtHand(lang);
  }
}
