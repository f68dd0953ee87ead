import type { Page, TestInfo } from '@playwright/test';
import type { Lang } from '../support/catalog.ts';
import { expect, test } from '../support/fixtures.ts';
import { addProduct } from '../support/merchandise.ts';
import { acceptCookies, guestFor, registerAsGuest, submitGuest } from '../support/purchase.ts';
import { shops } from '../support/shops.ts';
import { uiText } from '../support/ui-text.ts';

/**
 * No visible text overflows its box or is cut with an ellipsis without a tooltip, in any language, on
 * a 320 px phone and at 1200 px: the main screens walked once per language, each measured at both widths.
 */
const LANGS: readonly Lang[] = ['de', 'en', 'fr', 'it', 'nl', 'es', 'sv', 'da'];
const WIDTHS = [1200, 320] as const;
const catalog = shops.demo.catalog;

interface Finding {
  problem: 'overflows its box' | 'beyond the viewport' | 'cut without a tooltip' | 'page scrolls sideways';
  element: string;
  text: string;
}

/** Runs in the page: every visible element with text of its own that does not fit. */
const findOverflow = (): Finding[] => {
  const findings: Finding[] = [];
  const describe = (element: Element): string => {
    const classes = [...element.classList].slice(0, 2).map((name) => `.${name}`).join('');
    const parent = element.parentElement;
    const parentClasses = parent ? [...parent.classList].slice(0, 1).map((name) => `.${name}`).join('') : '';
    return `${parent?.tagName.toLowerCase() ?? ''}${parentClasses} > ${element.tagName.toLowerCase()}${classes}`;
  };
  const ownText = (element: Element): string =>
    [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent ?? '')
      .join('')
      .trim();
  /** Screen-reader-only text lives in a 1 px clipped box on purpose. */
  const isHiddenText = (element: Element): boolean => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.clip !== 'auto' || style.clipPath !== 'none') return true;
      if (node.getAttribute('aria-hidden') === 'true' && node.getBoundingClientRect().width <= 1) return true;
    }
    return false;
  };
  /** Inside a box that scrolls sideways on purpose (a wide table, a row of chips), text may pass its edge. */
  const scrollsSideways = (element: Element): boolean => {
    for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
      const overflowX = getComputedStyle(node).overflowX;
      if ((overflowX === 'auto' || overflowX === 'scroll') && node.scrollWidth > node.clientWidth) return true;
    }
    return false;
  };
  /** A carousel's other slides sit outside a box that clips them: out of sight, not overflowing. */
  const clippedAway = (element: Element, rect: DOMRect): boolean => {
    for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
      if (getComputedStyle(node).overflowX === 'visible') continue;
      const box = node.getBoundingClientRect();
      if (rect.right <= box.left + 1 || rect.left >= box.right - 1) return true;
    }
    return false;
  };
  const viewport = document.documentElement.clientWidth;
  for (const element of document.body.querySelectorAll('*')) {
    const text = ownText(element);
    if (text === '' || !element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) || isHiddenText(element)) continue;
    const style = getComputedStyle(element);
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0 || clippedAway(element, rect)) continue;
    const entry = { element: describe(element), text: text.slice(0, 80) };
    const block = style.display !== 'inline' && style.display !== 'contents';
    const cut = block && element.scrollWidth > element.clientWidth + 1;
    if (cut && style.textOverflow === 'ellipsis') {
      if (!element.closest('[title]')) findings.push({ problem: 'cut without a tooltip', ...entry });
      continue;
    }
    if (cut && (style.overflowX === 'visible' || style.overflowX === 'hidden' || style.overflowX === 'clip')) {
      findings.push({ problem: 'overflows its box', ...entry });
      continue;
    }
    if ((rect.right > viewport + 1 || rect.left < -1) && !scrollsSideways(element)) findings.push({ problem: 'beyond the viewport', ...entry });
  }
  if (document.documentElement.scrollWidth > viewport + 1) {
    const widest = [...document.body.querySelectorAll('*')].find((element) => {
      const rect = element.getBoundingClientRect();
      return rect.right > viewport + 1 && element.checkVisibility({ checkVisibilityCSS: true }) && !scrollsSideways(element) && !clippedAway(element, rect);
    });
    const where = widest ? describe(widest) : 'html';
    findings.push({ problem: 'page scrolls sideways', element: where, text: `${document.documentElement.scrollWidth} px wide in ${viewport} px` });
  }
  return findings;
};

/** The screen has drawn what it loads: a main heading, no loading indicator left. */
const settled = async (page: Page): Promise<void> => {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
};

/** Measures the screen at each width; keeps a screenshot of every width that has findings. */
const measure = async (page: Page, testInfo: TestInfo, lang: Lang, screen: string, found: string[]): Promise<void> => {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // Two frames: the resize's layout and what the screen re-renders for the new width.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const findings = await page.evaluate(findOverflow);
    if (findings.length === 0) continue;
    const name = `${lang}-${screen.replaceAll(/[^a-z0-9]+/gi, '-')}-${width}.png`;
    await page.screenshot({ path: testInfo.outputPath(name), fullPage: true });
    found.push(...findings.map((finding) => `${lang} ${width}px ${screen} (${page.url()}): ${finding.problem}: ${finding.element} «${finding.text}»`));
  }
};

const visit = async (page: Page, testInfo: TestInfo, lang: Lang, path: string, found: string[]): Promise<void> => {
  await page.goto(`/${lang}${path}`);
  await settled(page);
  await measure(page, testInfo, lang, path || 'home', found);
};

const PUBLIC_PATHS = [
  '',
  '/tickets',
  '/tickets/1001',
  '/guided-tours',
  '/guided-tours/2001',
  '/merchandise',
  '/product/5001',
  '/passes',
  '/passes/6001',
  '/vouchers',
  '/vouchers/7001',
  '/login',
  '/register',
  '/page/imprint',
  '/page/shipping',
  '/page/accessibility_statement',
];

for (const lang of LANGS) {
  test(`in ${lang} no text overflows or is cut at 320 and 1200 px`, async ({ page }, testInfo) => {
    test.slow();
    const found: string[] = [];
    await page.setViewportSize({ width: WIDTHS[0], height: 900 });
    await page.goto(`/${lang}`);
    await acceptCookies(page, catalog(), lang);
    for (const path of PUBLIC_PATHS) await visit(page, testInfo, lang, path, found);

    // The checkout with a line in the basket: basket, guest details, payment step.
    await page.goto(`/${lang}/product/5001`);
    await settled(page);
    await addProduct(page, lang);
    await visit(page, testInfo, lang, '/checkout', found);
    await page.setViewportSize({ width: WIDTHS[0], height: 900 });
    await registerAsGuest(page, lang, guestFor(testInfo, `overflow-${lang}`));
    await measure(page, testInfo, lang, '/register-guest', found);
    await page.setViewportSize({ width: WIDTHS[0], height: 900 });
    await page.getByLabel(uiText(lang, 'account', 'fields.email'), { exact: true }).scrollIntoViewIfNeeded();
    await submitGuest(page, lang);
    await settled(page);
    await measure(page, testInfo, lang, '/checkout?step=payment', found);

    expect(found).toEqual([]);
  });
}
