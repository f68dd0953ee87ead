import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { passDetail, pass } from '../features/passes/test-fixtures';
import { productDetail, product } from '../features/merchandise/test-fixtures';
import { event } from '../features/tickets/test-fixtures';
import { publicTour } from '../features/tours/test-fixtures';
import { giftVoucher } from '../features/vouchers/test-fixtures';
import { toAppConfig } from '../lib/config/app-config';
import { useShopStore } from '../lib/config/shop-store';
import { queryClient } from '../lib/query-client';
import { useCartStore } from '../lib/storage/cart-store';
import { useSessionStore } from '../lib/storage/session-store';
import { openApp, type AppRouter } from '../test/open-app';
import { apiStandIn, type Answer, type Call } from '../test/api-stand-in';
import { adultsLine } from '../test/cart-lines';
import { shopConfig, shopInfo } from '../test/fixtures';

let router: AppRouter | undefined;

const ok = (data: unknown) => ({ status: 200, body: { data } });

const open = async (path: string): Promise<void> => {
  router = await openApp(path);
};

/** SPEC §2: "<route title> – <site name>", with the same en dash on every page. */
const expectTitle = async (routeTitle: string) => vi.waitFor(() => expect(document.title).toBe(`${routeTitle} – Museum Test`), { timeout: 5000 });

describe('page titles over all routes (SPEC §2)', () => {
  beforeEach(() => {
    window.scrollTo = vi.fn();
    queryClient.clear();
    useShopStore.setState({ lang: 'en', config: toAppConfig(shopConfig()), shopInfo: shopInfo(), paymentTypes: [] }, true);
    useSessionStore.setState({ token: null, customer: null, postLoginRedirect: null });
    useCartStore.setState({ lines: [], cartId: null });
    const answers: Record<string, Answer | ((call: Call) => Answer)> = {
      'event/select': ok([event({ id: 7, name: 'Nocturne – Music under the Skylight' })]),
      'ticket/collect/event/7': ok({ date: null, tickets: [], timeslot: [] }),
      'ticket/lifetime': ok({ start: null, end: null }),
      tour: ok(publicTour(null, {}, { name: 'Highlights of the Collection' })),
      merchandise: (call) => ok(call.query.get('article') === '41' ? passDetail(pass({ id: 41, name: 'Annual Pass' })) : productDetail(product({ id: 501, name: 'Museum mug' }))),
      'voucher/selectOne/price/61': ok(giftVoucher({ id: 61, name: 'Gift voucher for two' })),
      'customer/attr': ok({ countries: {}, salutations: [], required_fields: [], visible_fields: [] }),
    };
    // A tour's month calendar is asked for by its dates: any month answers "no dates".
    apiStandIn(new Proxy(answers, { get: (known, path: string) => known[path] ?? (path.startsWith('tour/calendar/') ? ok({}) : undefined) }));
  });
  afterEach(() => router?.dispose());

  it.each([
    ['/en', 'Home'],
    ['/en/tickets', 'Tickets'],
    ['/en/guided-tours', 'Guided tours'],
    ['/en/merchandise', 'Merchandise'],
    ['/en/passes', 'Annual passes'],
    ['/en/vouchers', 'Vouchers'],
    ['/en/checkout', 'Basket'],
    ['/en/checkout/accepted', 'Payment accepted'],
    ['/en/checkout/canceled', 'Payment cancelled'],
    ['/en/register-guest', 'Your details'],
    ['/en/login', 'Log in'],
    ['/en/register', 'Create an account'],
    ['/en/forgot-password', 'Forgotten password'],
    ['/en/page/shipping', 'Shipping costs'],
    ['/en/page/imprint', 'Imprint'],
    ['/en/page/terms', 'Terms and conditions'],
    ['/en/no-such-page', 'Page not found'],
    ['/xx', 'Page not found'],
  ])('%s is titled "%s – <site name>"', async (path, title) => {
    await open(path);
    await expectTitle(title);
  });

  it.each([
    ['/en/tickets/7', 'Nocturne – Music under the Skylight'],
    ['/en/guided-tours/2001', 'Highlights of the Collection'],
    ['/en/product/501', 'Museum mug'],
    ['/en/passes/41', 'Annual Pass'],
    ['/en/vouchers/61', 'Gift voucher for two'],
  ])('the page of one offer, %s, carries its name', async (path, name) => {
    await open(path);
    await expectTitle(name);
  });

  it('an offer that does not exist is titled as not found', async () => {
    await open('/en/tickets/99');
    await expectTitle('Page not found');
  });

  it('going from an offer back to its list gives the list its own title again', async () => {
    await open('/en/guided-tours/2001');
    await expectTitle('Highlights of the Collection');
    await router?.navigate('/en/guided-tours');
    await expectTitle('Guided tours');
  });

  it('the payment step, and the failed payment that returns to it, are titled as the payment, not the basket', async () => {
    useCartStore.setState({ lines: [adultsLine] });
    useSessionStore.setState({ token: 'tok', customer: { fname: 'Ada', lname: 'L', isGuest: true } });
    await open('/en/checkout?step=payment');
    await expectTitle('Payment');
    router?.dispose();
    await open('/en/checkout/failed?cartId=c-1&status=declined');
    await expectTitle('Payment');
  });
});
