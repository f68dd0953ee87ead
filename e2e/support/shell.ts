import { expect, type Locator, type Page } from '@playwright/test';
import { LANGUAGE_NAMES, SECTION_PATHS, type Lang, type SectionKey } from './catalog.ts';

/** Accessible names of the mobile-menu toggle ("Menu" / "Close menu") and the language dropdown in the eight languages. */
const MENU_NAME = /menu|menü|menú|meny|menù/i;
const LANGUAGE_NAME = /language|sprache|langue|lingua|taal|idioma|språk|sprog/i;

export const header = (page: Page): Locator => page.getByRole('banner');
export const footer = (page: Page): Locator => page.getByRole('contentinfo');

/** The footer loads when it nears the viewport, as for a visitor scrolling down; scroll there and wait for it. */
export const scrollToFooter = async (page: Page): Promise<Locator> => {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(footer(page)).toBeVisible();
  return footer(page);
};
export const main = (page: Page): Locator => page.getByRole('main');

/** The app has rendered its first screen (startup order: config first, then render). */
export const waitForShell = async (page: Page): Promise<void> => {
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
};

export const menuToggle = (page: Page): Locator => header(page).getByRole('button', { name: MENU_NAME });

/** On narrow screens the navigation sits behind the menu toggle; open it when it is there. */
export const openNavigation = async (page: Page): Promise<void> => {
  const toggle = menuToggle(page);
  if (!(await toggle.isVisible())) return;
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
};

/** The home screen's entry points: the region named by its "plan your visit" heading. */
export const entryPoints = (page: Page, sectionsHeading: string): Locator =>
  main(page).getByRole('region', { name: sectionsHeading });

export const sectionHref = (lang: Lang, key: SectionKey): string => `/${lang}/${SECTION_PATHS[key]}`;

export const linkTo = (scope: Locator, href: string): Locator => scope.locator(`a[href="${href}"]`);

export const languageButton = (page: Page): Locator => header(page).getByRole('button', { name: LANGUAGE_NAME });

/** Opens the language dropdown and returns its entries, found through the button's aria-controls. */
export const openLanguageList = async (page: Page): Promise<Locator> => {
  await openNavigation(page);
  const button = languageButton(page);
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const panelId = await button.getAttribute('aria-controls');
  return page.locator(`[id="${panelId}"]`).getByRole('link');
};

/** Language dropdown -> entry in that language's own name (SPEC §2: only with more than one language). */
export const switchLanguage = async (page: Page, lang: Lang): Promise<void> => {
  const entries = await openLanguageList(page);
  await entries.filter({ hasText: LANGUAGE_NAMES[lang] }).click();
};

/** document.title rule of SPEC §2: "<route title> – <site name>", always with the en dash. */
export const expectTitle = async (page: Page, siteName: string, routeTitle?: string): Promise<void> => {
  if (routeTitle) {
    await expect(page).toHaveTitle(`${routeTitle} – ${siteName}`);
    return;
  }
  const escaped = siteName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(page).toHaveTitle(new RegExp(`^\\S.* – ${escaped}$`));
};
