import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmCurrencyFormat } from './warm-intl';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('warmCurrencyFormat', () => {
  it("formats the shop's currency once, in a task of its own rather than in the caller's", () => {
    vi.useFakeTimers();
    const construct = vi.spyOn(Intl, 'NumberFormat');
    warmCurrencyFormat('fr', 'CHF');
    expect(construct).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(construct).toHaveBeenCalledTimes(1);
    expect(construct).toHaveBeenCalledWith('fr', { style: 'currency', currency: 'CHF' });
  });

  it('leaves a currency Intl does not know to the place that formats it', () => {
    vi.useFakeTimers();
    warmCurrencyFormat('de', 'not a currency');
    expect(() => vi.runAllTimers()).not.toThrow();
  });
});
