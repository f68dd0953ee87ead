import { expect, type Locator, type Page } from '@playwright/test';
import { text, type CatalogFile, type Lang, type Localized } from './catalog.ts';
import { fillText, money, payLabels } from './purchase.ts';
import { uiText } from './ui-text.ts';

/** The parts of a catalog tour (docs/catalog-format.md) the tour journeys read. */
interface CatalogQuestion {
  id: number;
  type: 'radio' | 'select' | 'checkbox' | 'text' | 'textarea' | 'number';
  label: Localized;
  required: boolean;
  options: { id: number; label: Localized }[];
  min: number | null;
  max: number | null;
}
interface CatalogTourPrice {
  id: number;
  name: Localized;
  price: number;
}
export interface CatalogTour {
  id: number;
  name: Localized;
  image?: string | null;
  language: string;
  categories: number[];
  max_participants: number;
  min_participants?: number;
  prices: CatalogTourPrice[];
  tickets?: CatalogTourPrice[];
  questions?: CatalogQuestion[];
}

export const toursOf = (catalog: CatalogFile): CatalogTour[] => (catalog.tours ?? []) as CatalogTour[];

export const tourOf = (catalog: CatalogFile, id: number): CatalogTour => {
  const tour = toursOf(catalog).find((candidate) => candidate.id === id);
  if (!tour) throw new Error(`the catalog has no tour ${id}`);
  return tour;
};

export const questionOf = (tour: CatalogTour, type: CatalogQuestion['type']): CatalogQuestion => {
  const question = (tour.questions ?? []).find((candidate) => candidate.type === type);
  if (!question) throw new Error(`tour ${tour.id} has no ${type} question`);
  return question;
};

/** The plural key of a French or English message for `count`. */
export const plural = (key: string, count: number): string => `${key}_${count === 1 ? 'one' : 'other'}`;

export const increment = (page: Page, lang: Lang, name: string): Locator =>
  page.getByRole('main').getByRole('button', { name: fillText(uiText(lang, 'tours', 'detail.increment'), { name }), exact: true });

export const slotGroup = (page: Page, lang: Lang): Locator => page.getByRole('main').getByRole('group', { name: uiText(lang, 'tours', 'detail.timeLegend') });

/** The free places the chosen start time shows ("Plus que 3 places"). */
export const placesLeftOfChosenSlot = async (page: Page, lang: Lang): Promise<number> => {
  const chosen = slotGroup(page, lang).getByRole('radio', { checked: true });
  await expect(chosen).toHaveCount(1);
  const prefix = uiText(lang, 'tours', 'detail.placesLeft_other').split('{{count}}')[0] ?? '';
  const label = (await chosen.locator('xpath=..').textContent()) ?? '';
  const found = new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\d+)`).exec(label);
  if (!found?.[1]) throw new Error(`no free places in "${label}"`);
  return Number(found[1]);
};

export const summaryProblem = (page: Page): Locator => page.getByRole('main').getByRole('alert');

export const quantityNotice = (page: Page, message: string): Locator => page.getByRole('main').getByRole('status').filter({ hasText: message });

export const addTourToBasket = (page: Page, lang: Lang): Promise<void> =>
  page.getByRole('main').getByRole('button', { name: uiText(lang, 'tours', 'detail.addToBasket') }).click();

/** The built-in provider's page for an order of `cents`: the amount, then the payer's "pay" button. */
export const payOnPaymentPage = async (page: Page, catalog: CatalogFile, lang: Lang, cents: number): Promise<void> => {
  await expect(page).toHaveURL(/\/pay\/[^/]+$/);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByRole('row').last()).toContainText(money(catalog, lang, cents));
};

export const payPageButtonFor = (page: Page, catalog: CatalogFile, lang: Lang, cents: number): Locator =>
  page.getByRole('button', { name: payLabels(lang).pay.replace('{amount}', money(catalog, lang, cents)), exact: true });

export const tourName = (catalog: CatalogFile, tour: CatalogTour, lang: Lang): string => text(catalog, tour.name, lang);
