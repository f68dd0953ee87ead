import { describe, expect, it, vi } from 'vitest';
import { addStylesheet } from '../../test/stylesheet';
import { renderTours } from './render-tours';
import { slotAt } from './test-fixtures';
import { TourTimePicker } from './tour-time-picker';

const day = '2026-11-26';
const schedule = { '10:30': slotAt(day, '10:30', 12), '14:00': slotAt(day, '14:00', 3) };

describe('tour start time buttons', () => {
  it.each(['en', 'fr'] as const)('keep a time on one line in %s, the columns as wide as the longest time', async (lang) => {
    const style = addStylesheet('features/tours/tours.css');
    const { container } = await renderTours(
      <TourTimePicker times={['10:30', '14:00']} schedule={schedule} value={null} singleTicketing onChange={vi.fn()} />,
      { lang },
    );
    const times = [...container.querySelectorAll<HTMLElement>('.tour-slot-time')];
    expect(times).toHaveLength(2);
    for (const time of times) expect(getComputedStyle(time).whiteSpace).toBe('nowrap');
    const longest = Math.max(...times.map((time) => (time.textContent ?? '').length));
    expect(container.querySelector<HTMLElement>('.tour-slot-grid')?.style.getPropertyValue('--slot-label-chars')).toBe(String(longest));
    style.remove();
  });
});
