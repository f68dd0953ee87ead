import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GiftVoucher, VoucherGroup } from '@foyer/contract';
import { apiStandIn } from '../../test/api-stand-in';
import { renderVouchers } from './render-vouchers';
import { forShop, forVisits, giftVoucher } from './test-fixtures';
import { VoucherListScreen } from './voucher-list-screen';

const visit = giftVoucher({ id: 7, name: 'Museum visit for two', teaser: 'Two admissions to every exhibition.', price: 4400, groupId: 1, sequence_no: 2, image: { src: 'vouchers/visit.jpg', alt: '' } });
const free = giftVoucher({ id: 8, name: 'Gift voucher', variable_amount: true, groupId: 2, sequence_no: 1, validity_months: 18 });
const tour = giftVoucher({ id: 9, name: 'Guided tour', price: 2500, groupId: 1, sequence_no: 3, validity_months: 12 });

const serve = (vouchers: GiftVoucher[] = [visit, free, tour], groups: VoucherGroup[] = [forVisits, forShop], status = 200) =>
  apiStandIn({
    'voucher/select/event/': status === 200 ? { status, body: { data: { vouchers } } } : { status, body: { code: 'INTERNAL_ERROR', message: 'no' } },
    'voucher/attr': { status: 200, body: { data: { groups } } },
  });

const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ');
const cards = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading', { level: 2 }).textContent);
const card = (name: string) => screen.getAllByRole('article').find((article) => within(article).queryByRole('heading', { name })) as HTMLElement;

describe('voucher list (SPEC §2 vouchers)', () => {
  it('shows every voucher in catalog order with its price or span, its validity and its picture, each leading to its page', async () => {
    const { calls } = serve();
    await renderVouchers(<VoucherListScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Vouchers' })).toBeTruthy();
    expect(await screen.findByText('3 vouchers')).toBeTruthy();
    expect(cards()).toEqual(['Gift voucher', 'Museum visit for two', 'Guided tour']);
    expect(plain(card('Museum visit for two').textContent)).toContain('Two admissions to every exhibition.CHF 44.00Valid for 3 years');
    expect(plain(card('Gift voucher').textContent)).toContain('Amount of your choiceFrom CHF 10.00 to CHF 500.00Valid for 18 months');
    expect(within(card('Guided tour')).getByText('Valid for 1 year')).toBeTruthy();
    expect(card('Museum visit for two').querySelector('img')?.getAttribute('src')).toBe('/static/vouchers/visit.jpg');
    expect(screen.getByRole('link', { name: 'Gift voucher' }).getAttribute('href')).toBe('/en/vouchers/8');
    expect(calls.map((call) => call.path).sort()).toEqual(['voucher/attr', 'voucher/select/event/']);
  });

  it('filters by group when there are several, with its own address', async () => {
    serve();
    const user = userEvent.setup();
    const { router } = await renderVouchers(<VoucherListScreen />);
    await screen.findByText('3 vouchers');
    const filter = screen.getByRole('group', { name: 'Types of voucher' });
    expect(within(filter).getAllByRole('button').map((b) => [b.textContent, b.getAttribute('aria-pressed')])).toEqual([
      ['All', 'true'],
      ['Visits', 'false'],
      ['Shop', 'false'],
    ]);
    await user.click(within(filter).getByRole('button', { name: 'Visits' }));
    expect(router.state.location.search).toBe('?group=1');
    expect(cards()).toEqual(['Museum visit for two', 'Guided tour']);
    expect(screen.getByText('2 vouchers')).toBeTruthy();
    await user.click(within(filter).getByRole('button', { name: 'All' }));
    expect(cards()).toHaveLength(3);
  });

  it('opens on a group address', async () => {
    serve();
    await renderVouchers(<VoucherListScreen />, { path: '/en/vouchers?group=2' });
    expect(await screen.findByText('1 voucher')).toBeTruthy();
    expect(cards()).toEqual(['Gift voucher']);
    expect(screen.getByRole('button', { name: 'Shop' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('has nothing to filter with only one group', async () => {
    serve([visit, tour], [forVisits]);
    await renderVouchers(<VoucherListScreen />);
    expect(await screen.findByText('2 vouchers')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Types of voucher' })).toBeNull();
  });

  it('says so when nothing is on sale', async () => {
    serve([]);
    await renderVouchers(<VoucherListScreen />);
    expect(await screen.findByRole('heading', { name: 'No vouchers on sale at the moment' })).toBeTruthy();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    serve([], [], 503);
    await renderVouchers(<VoucherListScreen />);
    expect(await screen.findByText('The vouchers could not be loaded right now.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('offers the balance check below the list', async () => {
    serve();
    await renderVouchers(<VoucherListScreen />);
    const box = await screen.findByRole('region', { name: 'Check your voucher balance' });
    expect(within(box).getByRole('textbox', { name: 'Voucher code' })).toBeTruthy();
    expect(within(box).getByRole('button', { name: 'Check balance' })).toBeTruthy();
  });

  it('shows the filter, the cards and the balance check together once the groups are in too, so none pushes the others down', async () => {
    let answerGroups = () => {};
    const groupsAnswered = new Promise<void>((resolve) => (answerGroups = resolve));
    apiStandIn({
      'voucher/select/event/': { status: 200, body: { data: { vouchers: [visit, free, tour] } } },
      'voucher/attr': async () => {
        await groupsAnswered;
        return { status: 200, body: { data: { groups: [forVisits, forShop] } } };
      },
    });
    await renderVouchers(<VoucherListScreen />);
    expect(await screen.findByText('Loading vouchers…')).toBeTruthy();
    // The list's own answer is in at once; its cards still wait for the other answer.
    await expect(screen.findAllByRole('article', undefined, { timeout: 500 })).rejects.toThrow();
    expect(screen.queryByRole('region', { name: 'Check your voucher balance' })).toBeNull();
    answerGroups();
    expect(await screen.findByText('3 vouchers')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Types of voucher' })).toBeTruthy();
    expect(cards()).toHaveLength(3);
    expect(screen.getByRole('region', { name: 'Check your voucher balance' })).toBeTruthy();
  });
});
