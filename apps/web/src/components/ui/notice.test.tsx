import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Notice } from './notice';

describe('notice', () => {
  it('announces an error at once and offers its action', async () => {
    const retry = vi.fn();
    render(<Notice tone="error" text="Could not load." action={{ label: 'Try again', onPress: retry }} />);
    expect(screen.getByRole('alert').textContent).toContain('Could not load.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('reports a state politely, under a heading at the level of where it sits, with extra content', () => {
    render(
      <Notice tone="info" heading="Sold out" headingLevel={3} text="Try another date.">
        <a href="/back">Back</a>
      </Notice>,
    );
    const status = screen.getByRole('status');
    expect(status.className).toBe('notice notice-info');
    expect(screen.getByRole('heading', { level: 3, name: 'Sold out' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('puts the heading at level 2 unless told otherwise', () => {
    render(<Notice tone="info" heading="No dates" text="Nothing planned." />);
    expect(screen.getByRole('heading', { level: 2, name: 'No dates' })).toBeTruthy();
  });

  it('can take focus by script after a failed submit, and stays out of the Tab order otherwise', () => {
    const ref = createRef<HTMLDivElement>();
    const { rerender } = render(<Notice ref={ref} tone="error" text="The card was refused." />);
    ref.current?.focus();
    expect(document.activeElement).toBe(screen.getByRole('alert'));
    expect(screen.getByRole('alert').getAttribute('tabindex')).toBe('-1');
    rerender(<Notice tone="error" text="The card was refused." />);
    expect(screen.getByRole('alert').hasAttribute('tabindex')).toBe(false);
  });
});
