import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addStylesheet } from '../test/stylesheet';
import { AddToBasketBar, type AddToBasketBarProps } from '../components/ui/add-to-basket-bar';

/**
 * The event and tour pages on a phone: the bar's panel (total and add button) must be held by the
 * whole tickets step (events) or the whole order (tours), not by the bar's own short box, or it can
 * only stick once the visitor has scrolled down to it. jsdom does no layout; these check the rules.
 */
const bar = (lines: AddToBasketBarProps['lines']) => (
  <AddToBasketBar
    heading="Your selection"
    headingId="summary"
    lines={lines}
    totalLabel="Total"
    total="CHF 18.00"
    vatNote="incl. VAT"
    addLabel="Add to basket"
    onAdd={() => undefined}
    problem={null}
    added={null}
  />
);
const chosen = [{ key: '1', text: '1 × Adults', amount: 'CHF 18.00' }];
const display = (selector: string) => getComputedStyle(document.querySelector(selector) as Element).display;

let sheets: HTMLStyleElement[] = [];
beforeEach(() => {
  sheets = ['components/ui/add-to-basket-bar.css', 'features/tickets/tickets.css', 'features/tours/tours.css'].map(addStylesheet);
});
afterEach(() => {
  for (const sheet of sheets) sheet.remove();
  document.documentElement.className = '';
});

describe('the booking summary on a phone', () => {
  it('event page: the panel sticks within the whole tickets step once tickets are chosen', () => {
    render(<MemoryRouter><section className="booking-step booking-tickets">{bar(chosen)}</section></MemoryRouter>);
    expect(display('.add-bar')).toBe('contents');
    const panel = document.querySelector('.add-bar-panel') as HTMLElement;
    expect(panel.classList.contains('is-active')).toBe(true);
    expect(getComputedStyle(panel).position).toBe('sticky');
    expect(getComputedStyle(panel).bottom).toBe('0px');
  });

  it('tour page: the panel sticks within the whole order (quantities, questions, summary)', () => {
    render(<MemoryRouter><div className="tour-order"><section className="tour-step" /><div className="tour-step tour-summary-step">{bar(chosen)}</div></div></MemoryRouter>);
    expect([display('.tour-summary-step'), display('.add-bar')]).toEqual(['contents', 'contents']);
    expect(getComputedStyle(document.querySelector('.add-bar-panel') as Element).position).toBe('sticky');
  });

  it('nothing chosen: nothing sticks', () => {
    render(<MemoryRouter><section className="booking-step booking-tickets">{bar([])}</section></MemoryRouter>);
    expect(getComputedStyle(document.querySelector('.add-bar-panel') as Element).position).not.toBe('sticky');
  });

  it('wider screens keep the bar as its own box', () => {
    document.documentElement.className = 'width-gt-544 width-gt-768';
    render(<MemoryRouter><section className="booking-step booking-tickets">{bar(chosen)}</section><div className="tour-summary-step">{bar(chosen)}</div></MemoryRouter>);
    expect([...document.querySelectorAll('.add-bar')].map((element) => getComputedStyle(element).display)).toEqual(['grid', 'grid']);
  });
});
