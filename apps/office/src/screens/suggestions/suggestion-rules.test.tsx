import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfficeSuggestionsRecord } from '../../lib/api/types';
import { failure, ok, standInApi } from '../../test/api-stand-in';
import { sessionFor } from '../../test/fixtures';
import { renderOffice } from '../../test/render-office';

afterEach(() => vi.unstubAllGlobals());

const record = (version = 2): OfficeSuggestionsRecord => ({
  version,
  rules: [
    { when: { type: 'ticket', id: 1002 }, suggest: [{ type: 'merchandise', id: 5001 }] },
    { when: { type: 'any', id: null }, suggest: [{ type: 'guidedTour', id: 2001 }] },
  ],
  choices: {
    merchandise: [
      { id: 5001, name: { en: 'Catalogue' } },
      { id: 5004, name: { en: 'Poster' } },
    ],
    guidedTour: [{ id: 2001, name: { en: 'Highlights tour' } }],
    ticket: [{ id: 1002, name: { en: 'Glaciers' } }],
  },
});

describe('the suggestion rules', () => {
  it('shows each rule with its items by name, moves one up and adds a suggestion, and saves the rules in their new order', async () => {
    const api = standInApi({ 'GET /suggestions': ok({ record: record() }), 'PUT /suggestions': ({ body }) => ok({ record: { ...record(3), rules: (body as OfficeSuggestionsRecord).rules } }) });
    const user = userEvent.setup();
    await renderOffice('/suggestions', { session: sessionFor('editor') });
    const first = await screen.findByRole('group', { name: 'Rule 1' });
    expect((within(first).getByLabelText('When the basket holds') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Event: Glaciers');
    const second = screen.getByRole('group', { name: 'Rule 2' });
    await user.click(within(second).getByRole('button', { name: 'Move up' }));
    const moved = screen.getByRole('group', { name: 'Rule 1' });
    expect((within(moved).getByLabelText('When the basket holds') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('anything');
    await user.click(within(moved).getByRole('button', { name: 'Add a suggestion' }));
    await user.selectOptions(within(moved).getByLabelText('Suggestion 2'), 'Product: Poster');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. The shop shows the change within a few seconds.')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      version: 2,
      rules: [
        { when: { type: 'any', id: null }, suggest: [{ type: 'guidedTour', id: 2001 }, { type: 'merchandise', id: 5004 }] },
        { when: { type: 'ticket', id: 1002 }, suggest: [{ type: 'merchandise', id: 5001 }] },
      ],
    });
  });

  it('marks an item the server refused', async () => {
    standInApi({ 'GET /suggestions': ok({ record: record() }), 'PUT /suggestions': failure(422, 'VALIDATION_FAILED', { errors: { 'rules.0.suggest.0.id': ['This item is not offered in the shop.'] } }) });
    const user = userEvent.setup();
    await renderOffice('/suggestions', { session: sessionFor('owner') });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Some entries need your attention. They are marked below.')).toBeTruthy();
    expect(screen.getByLabelText('Suggestion 1', { selector: '#rule-0-suggest-0' }).getAttribute('aria-invalid')).toBe('true');
  });
});
