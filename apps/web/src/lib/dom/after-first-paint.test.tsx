import { lazy, Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh module per test: whether the app has painted is the module's own state. */
let AfterFirstPaint: typeof import('./after-first-paint').AfterFirstPaint;
beforeEach(async () => {
  vi.resetModules();
  ({ AfterFirstPaint } = await import('./after-first-paint'));
});

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
/** The frame callback, then the task it queues: the first paint has happened by then. */
const afterPaint = () => act(async () => {
  await nextFrame();
  await new Promise((resolve) => setTimeout(resolve, 0));
});

describe('AfterFirstPaint', () => {
  it('paints the first part, then renders the rest after that paint', async () => {
    render(<AfterFirstPaint first={<h1>Heading</h1>}><p>Booking steps</p></AfterFirstPaint>);
    expect(screen.getByRole('heading', { name: 'Heading' })).toBeTruthy();
    expect(screen.queryByText('Booking steps')).toBeNull();
    await act(nextFrame);
    expect(screen.queryByText('Booking steps')).toBeNull();
    await afterPaint();
    expect(screen.getByText('Booking steps')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Heading' })).toBeNull();
  });

  it('renders the rest as a transition: rest that is still loading keeps the first part in place of a fallback', async () => {
    const StillLoading = lazy(() => new Promise<never>(() => undefined));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <AfterFirstPaint first={<h1>Heading</h1>}>
          <StillLoading />
        </AfterFirstPaint>
      </Suspense>,
    );
    await afterPaint();
    expect(screen.getByRole('heading', { name: 'Heading' })).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('renders the rest at once when there is no first part', () => {
    render(<AfterFirstPaint first={null}><p>Booking steps</p></AfterFirstPaint>);
    expect(screen.getByText('Booking steps')).toBeTruthy();
  });

  it('renders every later screen at once', async () => {
    const { unmount } = render(<AfterFirstPaint first={<h1>Heading</h1>}><p>First screen</p></AfterFirstPaint>);
    await afterPaint();
    unmount();
    render(<AfterFirstPaint first={<h1>Heading</h1>}><p>Next screen</p></AfterFirstPaint>);
    expect(screen.getByText('Next screen')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Heading' })).toBeNull();
  });
});
