import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BookingCalendar, type BookingDayState } from './booking-calendar';

const STATES: Record<string, BookingDayState> = { '2026-11-10': 'available', '2026-11-11': 'soldOut', '2026-11-12': 'available' };

const show = (focusChange = vi.fn(), change = vi.fn()) => {
  render(
    <BookingCalendar
      locale="en-CH"
      label="Choose a date"
      legend={{ available: 'Available', soldOut: 'Sold out' }}
      navigation={{ previous: 'Previous month', next: 'Next month' }}
      soldOutId="cal-sold-out"
      value="2026-11-10"
      focused="2026-11-10"
      min="2026-11-09"
      max="2026-12-31"
      dayState={(date) => STATES[date] ?? (date < '2026-11-09' ? 'past' : 'none')}
      onChange={change}
      onFocusChange={focusChange}
    />,
  );
  return { focusChange, change };
};

const day = (name: RegExp) => within(screen.getByRole('grid')).getByRole('button', { name });

describe('booking calendar', () => {
  it('lets available days be chosen and marks sold-out days, described by the legend', async () => {
    const { change } = show();
    expect(screen.getByRole('application', { name: 'Choose a date' })).toBeTruthy();
    const soldOut = day(/11 November 2026/);
    expect(soldOut.getAttribute('aria-disabled')).toBe('true');
    expect(soldOut.className).toContain('calendar-day is-soldOut');
    expect(soldOut.getAttribute('aria-describedby')).toBe('cal-sold-out');
    expect(document.getElementById('cal-sold-out')?.textContent).toBe('Sold out');
    expect(day(/12 November 2026/).getAttribute('aria-describedby')).toBeNull();
    await userEvent.click(soldOut);
    expect(change).not.toHaveBeenCalled();
    await userEvent.click(day(/12 November 2026/));
    expect(change).toHaveBeenCalledWith('2026-11-12');
  });

  it('reports the focused date when the visitor pages to the next month', async () => {
    const { focusChange } = show();
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(focusChange).toHaveBeenCalledWith('2026-12-10');
  });

  it('shows the month in the shop’s locale, weeks from its first weekday (Monday in en-CH), and no paging before the first date', () => {
    show();
    expect(screen.getByRole('heading', { name: 'November 2026' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(screen.getByRole('button', { name: 'Previous month' })).toHaveProperty('disabled', true);
    expect(within(screen.getByRole('grid')).getAllByRole('button')).toHaveLength(30);
  });

  it('keeps one day in the tab order, the focused one, and marks the chosen day selected', () => {
    show();
    const focusable = within(screen.getByRole('grid'))
      .getAllByRole('button')
      .filter((button) => button.tabIndex === 0);
    expect(focusable.map((button) => button.textContent)).toEqual(['10']);
    expect(screen.getByRole('gridcell', { selected: true }).textContent).toBe('10');
  });

  it.each([
    ['{ArrowRight}', '2026-11-11'],
    ['{ArrowDown}', '2026-11-17'],
    ['{ArrowUp}', '2026-11-09'],
    ['{PageDown}', '2026-12-10'],
    ['{End}', '2026-11-15'],
  ])('moves the focus with %s to %s (never before the first date)', async (keys, date) => {
    const { focusChange } = show();
    day(/10 November 2026/).focus();
    await userEvent.keyboard(keys);
    expect(focusChange).toHaveBeenCalledWith(date);
  });

  it('does not choose the chosen day again', async () => {
    const { change } = show();
    await userEvent.click(day(/10 November 2026/));
    expect(change).not.toHaveBeenCalled();
  });

  it('chooses a free day with Enter and ignores a sold-out one', async () => {
    const { change } = show();
    day(/11 November 2026/).focus();
    await userEvent.keyboard('{Enter}');
    expect(change).not.toHaveBeenCalled();
    day(/12 November 2026/).focus();
    await userEvent.keyboard(' ');
    expect(change).toHaveBeenCalledWith('2026-11-12');
  });
});
