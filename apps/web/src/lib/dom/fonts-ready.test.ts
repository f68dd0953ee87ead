import { describe, expect, it, vi } from 'vitest';
import { FIRST_PAINT_FONTS, fontsReady } from './fonts-ready';

const fontSet = (load: (font: string) => Promise<FontFace[]>) => ({ load }) as unknown as FontFaceSet;

describe('fontsReady', () => {
  it('waits for the first screen fonts', async () => {
    const asked: string[] = [];
    let arrive = () => {};
    const arrived = new Promise<FontFace[]>((resolve) => (arrive = () => resolve([])));
    let done = false;
    const ready = fontsReady(fontSet((font) => (asked.push(font), arrived)), 60_000).then(() => (done = true));
    await Promise.resolve();
    expect(asked).toEqual([...FIRST_PAINT_FONTS]);
    expect(done).toBe(false);
    arrive();
    await ready;
    expect(done).toBe(true);
  });

  it('gives up after the longest wait, and on a failed load', async () => {
    vi.useFakeTimers();
    try {
      const ready = fontsReady(fontSet(() => new Promise(() => {})), 1000);
      vi.advanceTimersByTime(1000);
      await expect(ready).resolves.toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
    await expect(fontsReady(fontSet(() => Promise.reject(new Error('blocked'))))).resolves.toBeUndefined();
  });

  it('does not wait where the browser has no font loading API', async () => {
    await expect(fontsReady(null)).resolves.toBeUndefined();
  });
});
