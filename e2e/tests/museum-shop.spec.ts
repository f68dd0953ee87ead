import { text } from '../support/catalog.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { addButton, addProduct, errorText, merch, productName, productOf, shippingCents } from '../support/merchandise.ts';
import { acceptCookies, acceptCookiesByKeyboard, bookingNumber, fillPaymentStep, freeDate, fillText, guestFor, money, openMailTo, registerAsGuest, submitGuest, tabTo } from '../support/purchase.ts';
import { shops } from '../support/shops.ts';
import { increment, payOnPaymentPage, payPageButtonFor, slotGroup, tourOf } from '../support/tours.ts';
import { uiText } from '../support/ui-text.ts';

/** Issue 8 asks for this journey in Dutch on a phone; the desktop project runs it too. */
const lang = 'nl';
const catalog = shops.demo.catalog;
const CATALOGUE = 5001;
const STONE_POSTER = 5005;
const SOLD_OUT_BOOK = 5003;
/** The public collection tour in English that the rules suggest for a basket with goods. */
const SUGGESTED_TOUR = 2002;
const checkout = (key: string, values: Record<string, string | number> = {}) => fillText(uiText(lang, 'checkout', key), values);
const account = (key: string, values: Record<string, string | number> = {}) => fillText(uiText(lang, 'account', key), values);

test('in Dutch a visitor buys the catalogue and two posters for a friend in Germany, adds the suggested tour, pays and reads the mail', async ({ page }, testInfo) => {
  // Ten screens, each with an axe check.
  test.slow();
  const main = page.getByRole('main');
  const book = productOf(catalog(), CATALOGUE);
  const poster = productOf(catalog(), STONE_POSTER);
  const tour = tourOf(catalog(), SUGGESTED_TOUR);
  const [supplement] = tour.prices;
  const adult = (tour.tickets ?? [])[0];
  if (!supplement || !adult) throw new Error('the suggested tour needs a tour price and an admission ticket');
  const guest = guestFor(testInfo, 'shop');

  await page.goto(`/${lang}/merchandise`);
  await acceptCookies(page, catalog(), lang);
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'merchandise list');

  // The category filter has its own addresses; the books show the catalogue with its availability.
  const filter = main.getByRole('navigation', { name: merch(lang, 'list.filterLabel') });
  const booksName = text(catalog(), (catalog().product_groups as { slug: string; name: Record<string, string> }[]).find((g) => g.slug === 'books')?.name ?? {}, lang);
  await filter.getByRole('link', { name: booksName }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/merchandise/books$`));
  await main.getByRole('link', { name: productName(catalog(), CATALOGUE, lang) }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/product/${CATALOGUE}$`));
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(productName(catalog(), CATALOGUE, lang));
  await expect(main.getByText(money(catalog(), lang, book.price)).first()).toBeVisible();
  await expect(main.getByText(merch(lang, 'stock.inStock'))).toBeVisible();
  await expectAccessible(page, 'product page');
  await addProduct(page, lang);

  await page.goto(`/${lang}/product/${STONE_POSTER}`);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(productName(catalog(), STONE_POSTER, lang));
  await addProduct(page, lang);
  await main.getByRole('link', { name: merch(lang, 'detail.toBasket') }).first().click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/checkout$`));

  // Two posters: the basket changes the count of a goods line.
  const posterName = productName(catalog(), STONE_POSTER, lang);
  await main.getByRole('button', { name: checkout('basket.increase', { name: posterName }) }).click();
  await expect(main.getByRole('spinbutton', { name: new RegExp(checkout('basket.count')) }).nth(1)).toHaveValue('2');
  const goodsCents = book.price + 2 * poster.price;
  await expect(main.getByText(checkout('shipping.later'))).toBeVisible();
  await expectAccessible(page, 'basket with goods');

  // "Complete your visit": the tour opens its page to choose a date.
  const suggestions = main.getByRole('region', { name: checkout('suggest.heading') });
  const tourCard = suggestions.getByRole('listitem').filter({ hasText: text(catalog(), tour.name, lang) });
  await expect(tourCard.getByText(checkout('suggest.chooseDate'))).toBeVisible();
  await tourCard.getByRole('link', { name: text(catalog(), tour.name, lang) }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/guided-tours/${tour.id}`));
  // The desktop and phone runs book different dates, so neither takes the other's places.
  await (await freeDate(page, lang, 'tours', testInfo.project.name === 'phone' ? 1 : 0)).click();
  const slot = slotGroup(page, lang).getByRole('radio', { disabled: false }).first();
  if (!(await slot.isChecked())) await slot.locator('xpath=..').click();
  await increment(page, lang, text(catalog(), supplement.name, lang)).click();
  await increment(page, lang, text(catalog(), adult.name, lang)).click();
  await main.getByRole('button', { name: uiText(lang, 'tours', 'detail.addToBasket') }).click();
  await main.getByRole('status').filter({ hasText: uiText(lang, 'tours', 'detail.added') }).getByRole('link', { name: uiText(lang, 'tours', 'detail.toBasket') }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/checkout$`));
  const tourCents = supplement.price + adult.price;
  await expect(suggestions.getByRole('listitem').filter({ hasText: text(catalog(), tour.name, lang) })).toHaveCount(0);

  // The goods go to a friend in Germany: a separate delivery address, priced by its country and weight.
  await registerAsGuest(page, lang, guest);
  await page.getByLabel(account('fields.country'), { exact: true }).first().selectOption('CH');
  await main.getByRole('checkbox', { name: account('shipping.sameAsBilling') }).uncheck();
  const delivery = main.getByRole('group', { name: account('shipping.legend') });
  await delivery.getByLabel(account('shipping.name'), { exact: true }).fill('Grete Sommer');
  await delivery.getByLabel(account('fields.street'), { exact: true }).fill('Seestrasse 3');
  await delivery.getByLabel(account('fields.zip'), { exact: true }).fill('78462');
  await delivery.getByLabel(account('fields.city'), { exact: true }).fill('Konstanz');
  await delivery.getByLabel(account('fields.country'), { exact: true }).selectOption('DE');
  const grams = book.weight + 2 * poster.weight;
  const shipping = shippingCents(catalog(), 'DE', grams);
  await expect(delivery.getByText(money(catalog(), lang, shipping))).toBeVisible();
  await expectAccessible(page, 'guest form with a delivery address');
  await submitGuest(page, lang);

  const totalCents = goodsCents + tourCents + shipping;
  await expect(main.getByText('Grete Sommer')).toBeVisible();
  await fillPaymentStep(page, lang, catalog(), guest);
  await expectAccessible(page, 'payment step with shipping');
  await main.getByRole('button', { name: checkout('payment.pay', { amount: money(catalog(), lang, totalCents) }), exact: true }).click();

  await payOnPaymentPage(page, catalog(), lang, totalCents);
  await expect(page.getByRole('row').filter({ hasText: money(catalog(), lang, shipping) })).toHaveCount(1);
  await payPageButtonFor(page, catalog(), lang, totalCents).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/checkout/success\\?`));
  const number = await bookingNumber(page, lang);
  await expectAccessible(page, 'success page');

  const mail = await openMailTo(page, guest.email, expectAccessible);
  await expect(mail).toContainText(number);
  await expect(mail).toContainText(`2 × ${posterName}`);
  await expect(mail).toContainText(money(catalog(), lang, shipping));
  await expect(mail).toContainText('Grete Sommer');
  await expect(mail).toContainText('78462 Konstanz');
  await expect(mail).toContainText('Duitsland');
});

test('a sold-out product cannot be added, and says so', async ({ page }) => {
  const main = page.getByRole('main');
  await page.goto(`/${lang}/product/${SOLD_OUT_BOOK}`);
  await acceptCookies(page, catalog(), lang);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(productName(catalog(), SOLD_OUT_BOOK, lang));
  await expect(main.getByRole('heading', { name: merch(lang, 'detail.outOfStockHeading') })).toBeVisible();
  await expect(main.getByRole('spinbutton', { name: merch(lang, 'detail.quantity') })).toHaveValue('0');
  await expect(addButton(page, lang)).toBeDisabled();
  await expectAccessible(page, 'sold-out product');
  await page.goto(`/${lang}/merchandise`);
  const card = main.getByRole('article').filter({ hasText: productName(catalog(), SOLD_OUT_BOOK, lang) });
  await expect(card.getByText(merch(lang, 'stock.out'))).toBeVisible();
});

test('a country the museum does not ship to shows the message with the support address', async ({ page }, testInfo) => {
  const main = page.getByRole('main');
  await page.goto(`/${lang}/product/${STONE_POSTER}`);
  await acceptCookies(page, catalog(), lang);
  await addProduct(page, lang);
  await page.goto(`/${lang}/checkout`);
  await registerAsGuest(page, lang, guestFor(testInfo, 'shop-us'));
  await page.getByLabel(account('fields.country'), { exact: true }).first().selectOption('US');
  const message = errorText(lang, 'NO_SHIPPING_COSTS', { email: catalog().shop.support_email });
  await expect(main.getByText(message).first()).toBeVisible();
  await expectAccessible(page, 'guest form with a country without shipping');
});

test('the product page works by keyboard alone: quantity, add, and on to the basket', async ({ page }) => {
  const main = page.getByRole('main');
  const book = productOf(catalog(), CATALOGUE);
  await page.goto(`/${lang}/product/${CATALOGUE}`);
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await acceptCookiesByKeyboard(page, catalog(), lang);

  // The second picture by its thumbnail, then one more with the stepper's button, then add.
  await tabTo(page, main.getByRole('button', { name: merch(lang, 'detail.showPicture', { index: 2, total: 2 }) }));
  await page.keyboard.press('Enter');
  await expect(main.getByRole('button', { name: merch(lang, 'detail.showPicture', { index: 2, total: 2 }) })).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, main.getByRole('button', { name: merch(lang, 'detail.increment') }));
  await page.keyboard.press('Enter');
  await expect(main.getByRole('spinbutton', { name: merch(lang, 'detail.quantity') })).toHaveValue('2');
  await expect(main.getByText(money(catalog(), lang, 2 * book.price)).first()).toBeVisible();
  await tabTo(page, addButton(page, lang));
  await page.keyboard.press('Enter');
  const added = main.getByRole('status').filter({ hasText: merch(lang, 'detail.added') });
  await expect(added).toBeVisible();
  await tabTo(page, added.getByRole('link', { name: merch(lang, 'detail.toBasket') }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/${lang}/checkout$`));
  await expect(main.getByRole('heading', { level: 2, name: productName(catalog(), CATALOGUE, lang) })).toBeVisible();
  await expectAccessible(page, 'basket after adding by keyboard');
});
