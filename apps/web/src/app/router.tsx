import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { isStaticPageId } from '@foyer/contract/constants';
import { getShop } from '../lib/config/shop-store';
import { resolveInitialLanguage } from '../lib/i18n/initial-language';
import type { RouteHandle } from '../lib/routing/route-handle';
import { useSessionStore } from '../lib/storage/session-store';
import { ensureNamespace } from '../lib/i18n/i18n';
import { askShippingEarly } from '../lib/shipping/early-shipping';
import { asksPaymentStep } from '../features/checkout/payment-step-address';
import type { Namespace } from '../lib/i18n/catalogs';
import { CHECKOUT_NAMESPACES, SHOP_ITEM_PATHS, SHOP_SECTIONS, type CheckoutPath, type Section } from '@foyer/contract/shop-pages';
import type { AccountScreen } from './routes/account-screens';
import type { CheckoutReturnScreen } from './routes/checkout-return-screens';
import type { CheckoutScreen } from './routes/checkout-screens';
import { RouteError } from './route-error';
import { ShellLayout } from './shell-layout';

const handle = (name: string, title?: RouteHandle['title']): RouteHandle => ({ name, title });

/** Route modules whose texts live in the `pages` namespace load it alongside their code. */
const withPages = async <T,>(module: Promise<T>): Promise<T> => (await Promise.all([module, ensureNamespace('pages')]))[0];

/** Checkout screens load their texts and the server's error texts with their module. */
const checkoutTexts = () => Promise.all(CHECKOUT_NAMESPACES.map(ensureNamespace));

/** The checkout's steps share one lazy module. */
const checkout = (path: CheckoutPath, name: CheckoutScreen, title = `checkout:titles.${name}`): RouteObject => ({
  path,
  handle: handle(name, title),
  lazy: async () => {
    // The basket shows the shipping of the goods: asked while its code loads. Not so the payment step as
    // the visit's first screen (the one time this module loads at the step's own address: from any other
    // screen the address is still that screen's): it draws the amount only after its first paint
    // (checkout-page.tsx) and asks then, as an answer that came in before would hold that paint back.
    if (name !== 'registerGuest' && !asksPaymentStep(window.location.search, name === 'checkoutFailed')) askShippingEarly();
    const [module] = await Promise.all([import('./routes/checkout-screens'), checkoutTexts()]);
    return { Component: module.checkoutScreens[name] };
  },
});

/** The screens back from the payment page share another, so the steps do not carry them. */
const checkoutReturn = (path: CheckoutPath, name: CheckoutReturnScreen): RouteObject => ({
  path,
  handle: handle(name, `checkout:titles.${name}`),
  lazy: async () => {
    const [module] = await Promise.all([import('./routes/checkout-return-screens'), checkoutTexts()]);
    return { Component: module.checkoutReturnScreens[name] };
  },
});

/**
 * A section's screens load its catalogs with their module (the page table the server's first view
 * reads too): tickets and tours also their not-found screen's `pages`; merchandise, passes and vouchers
 * load the not-found screen and its texts only when they need it (LazyNotFound).
 */
const withSection = async <T,>(section: Section, module: Promise<T>): Promise<T> => (await Promise.all([module, ...SHOP_SECTIONS[section].namespaces.map(ensureNamespace)]))[0];

/** The order review page loads its texts with its code; the payment form and its texts only for an order that can be paid. */
const withOrders = async <T,>(module: Promise<T>): Promise<T> => (await Promise.all([module, ensureNamespace('orders')]))[0];

/**
 * Sign-in and account screens share one lazy module (and the password hashing) and load their texts and
 * the server's error texts with it; the settings also load the order list's texts.
 */
const account = (path: string, name: AccountScreen, more: Namespace[] = []): RouteObject => ({
  path,
  handle: handle(name, `account:titles.${name}`),
  lazy: async () => {
    const [module] = await Promise.all([import('./routes/account-screens'), ensureNamespace('account'), ensureNamespace('errors'), ...more.map(ensureNamespace)]);
    return { Component: module.accountScreens[name] };
  },
});

/**
 * SPEC §4 logout: the server ends the session (best effort: an expired one is gone already), then the
 * tab forgets it. The call's code loads only here, outside the first view.
 */
const logout = async (): Promise<Response> => {
  if (useSessionStore.getState().token !== null) {
    const { logoutOnServer } = await import('../lib/api/account-api');
    await logoutOnServer().catch(() => undefined);
  }
  useSessionStore.getState().logout();
  // Another visitor at the same screen must not see this customer's orders or details from the cache.
  await import('../lib/query-client').then(({ queryClient }) => queryClient.clear());
  return redirect(`/${getShop().lang}`);
};

export const routes: RouteObject[] = [
  {
    path: '/',
    handle: handle('rootRedirect'),
    loader: () => {
      const { config } = getShop();
      return redirect(`/${resolveInitialLanguage(useSessionStore.getState().lang, navigator.languages, config.languages)}`);
    },
  },
  {
    path: '/logout',
    handle: handle('logout'),
    loader: logout,
  },
  {
    path: '/:lang',
    Component: ShellLayout,
    ErrorBoundary: RouteError,
    children: [
      { index: true, handle: handle('home', 'titles.home'), lazy: () => import('./routes/home-route') },
      { path: 'page/shipping', handle: handle('shipping', 'titles.shipping'), lazy: () => withPages(import('./routes/static-page-route')) },
      {
        path: SHOP_ITEM_PATHS.page,
        handle: handle('page', (params) => (isStaticPageId(params.id) ? `titles.${params.id}` : 'titles.notFound')),
        lazy: () => withPages(import('./routes/static-page-route')),
      },
      { path: `${SHOP_ITEM_PATHS.event}?`, handle: handle('tickets', 'titles.tickets'), lazy: () => withSection('tickets', import('./routes/tickets-route')) },
      { path: `${SHOP_ITEM_PATHS.tour}?`, handle: handle('guidedTours', 'titles.guidedTours'), lazy: () => withSection('guided-tours', import('./routes/tours-route')) },
      { path: 'merchandise/:category?', handle: handle('merchandise', 'titles.merchandise'), lazy: () => withSection('merchandise', import('./routes/merchandise-route')) },
      { path: SHOP_ITEM_PATHS.product, handle: handle('product', 'titles.merchandise'), lazy: () => withSection('merchandise', import('./routes/product-route')) },
      { path: 'passes', handle: handle('passes', 'titles.passes'), lazy: () => withSection('passes', import('./routes/passes-route')) },
      { path: SHOP_ITEM_PATHS.pass, handle: handle('pass', 'titles.passes'), lazy: () => withSection('passes', import('./routes/pass-route')) },
      { path: 'vouchers', handle: handle('vouchers', 'titles.vouchers'), lazy: () => withSection('vouchers', import('./routes/vouchers-route')) },
      { path: SHOP_ITEM_PATHS.voucher, handle: handle('voucher', 'titles.vouchers'), lazy: () => withSection('vouchers', import('./routes/voucher-route')) },
      { path: 'order-review/:id', handle: handle('orderReview', 'orders:titles.orderReview'), lazy: () => withOrders(import('./routes/order-review-route')) },
      { path: 'visit-choice/:token', handle: handle('visitChoice', 'orders:titles.visitChoice'), lazy: () => withOrders(import('./routes/visit-choice-route')) },
      checkout('checkout', 'checkout', 'titles.checkout'),
      checkout('checkout/failed', 'checkoutFailed', 'checkout:titles.payment'),
      checkoutReturn('checkout/accepted', 'checkoutAccepted'),
      checkoutReturn('checkout/success', 'checkoutSuccess'),
      checkoutReturn('checkout/canceled', 'checkoutCanceled'),
      checkout('register-guest', 'registerGuest'),
      account('login', 'login'),
      account('register', 'register'),
      account('register/success', 'registerSuccess'),
      account('forgot-password', 'forgotPassword'),
      account('password-reset-success', 'forgotPasswordSuccess'),
      account('recover/:guid', 'recover'),
      account('recover-success', 'recoverPasswordSuccess'),
      account('settings', 'settings', ['orders']),
      { path: '*', handle: handle('notFound', 'titles.notFound'), lazy: () => withPages(import('./routes/not-found-route')) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
