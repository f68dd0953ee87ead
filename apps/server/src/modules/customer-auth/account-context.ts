import type { Lang } from '@foyer/contract';
import type { AccountMailShop, AccountMailTo } from '../../mail/account-mail.js';
import { mailBrand } from '../../mail/mail-brand.js';
import type { ShopContext } from '../../kernel/shop-context.js';
import type { CustomerRow } from './accounts.repository.js';

/** What account mails say about the shop: its name, its face and its support address; URLs on PUBLIC_URL. */
export const mailShop = (shop: ShopContext, publicUrl: string): AccountMailShop => ({
  museum: shop.settings.meta.museum_name,
  brand: mailBrand(shop.settings, publicUrl),
  support: shop.settings.support_email,
  country: shop.settings.meta.country,
});

/** The customer as an account mail greets them, at their stored address unless another is named. */
export const mailTo = (row: CustomerRow, lang: Lang, address: string = row.email): AccountMailTo => ({
  lang,
  address,
  addressee: { salutation: row.salutation, firstName: row.fname, lastName: row.lname },
});
