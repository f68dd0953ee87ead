import { describe, expect, it, vi } from 'vitest';
import { TICKET_MODES } from '@foyer/domain';
import { addStylesheet } from '../../test/stylesheet';
import { renderTickets } from './render-tickets';
import { slot } from './test-fixtures';
import { TimeslotPicker } from './timeslot-picker';

const day = '2026-11-26';
const slots = [slot(day, 10, 25, 1), { ...slot(day, 11, 25, 2), datetime: `${day}T11:30:00+01:00`, datetime_end: `${day}T12:30:00+01:00` }];

describe('timeslot buttons', () => {
  it.each(['en', 'de'] as const)('keep a time on one line in %s: it never wraps, and the columns are as wide as the longest time', async (lang) => {
    const style = addStylesheet('features/tickets/tickets.css');
    const { container } = await renderTickets(
      <TimeslotPicker slots={slots} mode={TICKET_MODES.timeslot} value={null} onChange={vi.fn()} />,
      { lang },
    );
    const times = [...container.querySelectorAll<HTMLElement>('.slot-time')];
    expect(times).toHaveLength(2);
    for (const time of times) expect(getComputedStyle(time).whiteSpace).toBe('nowrap');
    const longest = Math.max(...times.map((time) => (time.textContent ?? '').length));
    expect(longest).toBeGreaterThan(10);
    expect(container.querySelector<HTMLElement>('.slot-grid')?.style.getPropertyValue('--slot-label-chars')).toBe(String(longest));
    style.remove();
  });
});
