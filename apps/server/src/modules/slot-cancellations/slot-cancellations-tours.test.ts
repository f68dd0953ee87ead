import { officeSlotCancellationResponseSchema, slotChoiceResponseSchema } from '@foyer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPaymentProvider } from '../../payments/providers/test-provider/test-provider.js';
import { choose, guestDetails, registerGuest, slotCounters, startPayment } from '../../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalogWithTours } from '../../test-support/fixture-tours.js';
import { addStaff, officeCall, signIn, type SignedIn } from '../../test-support/office-kit.js';
import { outboxMails } from '../../test-support/outbox-mails.js';
import { tourSlot, twoOnTour601 } from '../../test-support/tour-test-kit.js';

let t: TestApp;
let owner: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithTours() });
  owner = await signIn(t.app, await addStaff(t.app, 'owner'));
});
afterAll(async () => t.close());

/** A guest in `lang` books two participants of tour 601 (2×500 + 2×1800 + 300 = 4900) and pays by card. */
const bookTour = async (datetime: string, email: string, lang: string) => {
  const token = await registerGuest(t.app, lang, { ...guestDetails, email });
  const { path, paymentId } = await startPayment(t.app, token, [twoOnTour601(datetime)], lang);
  await choose(t.app, path, 'confirmed');
  const payment = await t.app.db.selectFrom('payments').select('order_id').where('id', '=', paymentId).executeTakeFirstOrThrow();
  return { orderId: payment.order_id, paymentId };
};
const tokenOf = async (email: string) => {
  const text = (await outboxMails(t.app, email)).map((mail) => mail.text).join('\n');
  const token = /\/visit-choice\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  if (token === undefined) throw new Error(`no choice link in the mails to ${email}`);
  return token;
};

describe('cancelling a start of a guided tour', () => {
  it('tells each participant’s buyer in their language; one moves to another start of the tour, the other gets the tour’s whole price back', async () => {
    const [slot, later] = [await tourSlot(t.app, 601, 1), await tourSlot(t.app, 601, 2)];
    const anna = await bookTour(slot.datetime, 'anna.tour@example.org', 'de');
    const louis = await bookTour(slot.datetime, 'louis.tour@example.org', 'fr');

    const res = await officeCall(t.app, 'POST', `/slots/${slot.id}/cancellation`, { cookie: owner.cookie, csrf: owner.csrf, payload: { mode: 'choice', deadlineDays: 14 } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await outboxMails(t.app, 'anna.tour@example.org')).some((mail) => mail.subject.endsWith(' ist abgesagt'))).toBe(true);
    expect((await outboxMails(t.app, 'louis.tour@example.org')).some((mail) => mail.subject.endsWith(' est annulée'))).toBe(true);

    const before = await slotCounters(t.app, later.id);
    const moved = await t.app.inject({ method: 'POST', url: `/api/de/slot-choices/${await tokenOf('anna.tour@example.org')}/rebook`, payload: { to: later.id } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(slotChoiceResponseSchema.parse(moved.json()).data.choice).toMatchObject({ eventKind: 'tour', choice: 'rebooked', rebookedTo: later.datetime });
    expect(await slotCounters(t.app, later.id)).toMatchObject({ sold: before.sold + 2 });
    const line = await t.app.db.selectFrom('order_lines').select(['datetime']).where('order_id', '=', anna.orderId).executeTakeFirstOrThrow();
    expect(line.datetime).toBe(later.datetime);

    const refunded = await t.app.inject({ method: 'POST', url: `/api/fr/slot-choices/${await tokenOf('louis.tour@example.org')}/refund` });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const provider = t.app.refunds['provider'] as unknown as TestPaymentProvider;
    expect(provider.refunds.filter((entry) => entry.paymentId === louis.paymentId).reduce((sum, entry) => sum + entry.amountCents, 0)).toBe(4900);
    expect(await slotCounters(t.app, slot.id)).toEqual({ capacity: 0, sold: 0, held: 0 });

    const list = officeSlotCancellationResponseSchema.parse((await officeCall(t.app, 'GET', `/slots/${slot.id}/cancellation`, { cookie: owner.cookie, csrf: owner.csrf })).json()).data.buyers;
    expect(list.map((buyer) => [buyer.orderId, buyer.lang, buyer.choice, buyer.amountCents])).toEqual([
      [anna.orderId, 'de', 'rebooked', null],
      [louis.orderId, 'fr', 'refund', 4900],
    ]);
  });
});
