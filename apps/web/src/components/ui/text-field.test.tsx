import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field';

describe('TextField', () => {
  it('shows a unit in front of the input, hidden from screen readers, which read it in the label', () => {
    render(<TextField id="amount" label="Amount in CHF" prefix="CHF" hint="From CHF 10.00" error="Too low" defaultValue="5" />);
    const input = screen.getByLabelText('Amount in CHF');
    expect(input.getAttribute('aria-describedby')).toBe('amount-hint amount-error');
    const prefix = input.previousElementSibling;
    expect(prefix?.textContent).toBe('CHF');
    expect(prefix?.getAttribute('aria-hidden')).toBe('true');
  });

  it('has no unit unless asked', () => {
    render(<TextField id="code" label="Code" />);
    expect(screen.getByLabelText('Code').previousElementSibling?.tagName).toBe('LABEL');
  });
});
