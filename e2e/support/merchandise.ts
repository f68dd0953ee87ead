import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { text, type CatalogFile, type Lang, type Localized } from './catalog.ts';
import { fillText } from './purchase.ts';
import { repoRoot } from './shops.ts';
import { uiText } from './ui-text.ts';

/** The parts of a catalog product and shipping zone (docs/catalog-format.md) the shop journeys read. */
export interface CatalogProduct {
  id: number;
  name: Localized;
  price: number;
  vat_value: number;
  stock: number;
  weight: number;
  custom_groups: number[];
}
export interface CatalogShippingZone {
  countries: string[];
  bands: { max_weight: number; price: number }[];
}

export const productOf = (catalog: CatalogFile, id: number): CatalogProduct => {
  const product = ((catalog.products ?? []) as CatalogProduct[]).find((candidate) => candidate.id === id);
  if (!product) throw new Error(`the catalog has no product ${id}`);
  return product;
};

export const productName = (catalog: CatalogFile, id: number, lang: Lang): string => text(catalog, productOf(catalog, id).name, lang);

/** DESIGN.md "Shipping": the lightest band of the country's zone that holds the parcel (a zone of the country alone first). */
export const shippingCents = (catalog: CatalogFile, country: string, grams: number): number => {
  const zones = ((catalog.shipping ?? []) as CatalogShippingZone[]).filter((zone) => zone.countries.includes(country));
  const own = zones.filter((zone) => zone.countries.length === 1);
  const bands = (own.length > 0 ? own : zones).flatMap((zone) => zone.bands).filter((band) => band.max_weight >= grams);
  const band = bands.sort((a, b) => a.max_weight - b.max_weight)[0];
  if (!band) throw new Error(`no shipping band for ${grams} g to ${country}`);
  return band.price;
};

export const merch = (lang: Lang, key: string, values: Record<string, string | number> = {}): string => fillText(uiText(lang, 'merchandise', key), values);

export const addButton = (page: Page, lang: Lang): Locator => page.getByRole('main').getByRole('button', { name: merch(lang, 'detail.addToBasket'), exact: true });

/** On a product page: add the chosen quantity and wait for the confirmation. */
export const addProduct = async (page: Page, lang: Lang): Promise<void> => {
  await addButton(page, lang).click();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: merch(lang, 'detail.added') })).toBeVisible();
};

/** A server error code's text in `lang` (packages/contract/src/error-messages), with its `{name}` values. */
export const errorText = (lang: Lang, code: string, values: Record<string, string> = {}): string => {
  const messages = JSON.parse(readFileSync(join(repoRoot, 'packages/contract/src/error-messages', `${lang}.json`), 'utf8')) as Record<string, string>;
  const message = messages[code];
  if (message === undefined) throw new Error(`no error text ${lang}:${code}`);
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
};
