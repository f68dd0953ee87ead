import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfficePageRecord } from '../../lib/api/types';
import { failure, ok, standInApi } from '../../test/api-stand-in';
import { sessionFor } from '../../test/fixtures';
import { renderOffice } from '../../test/render-office';

afterEach(() => vi.unstubAllGlobals());

const editor = sessionFor('editor');

const imprint = (version = 2): OfficePageRecord => ({
  id: 'imprint',
  version,
  updatedAt: '2026-11-01',
  page: {
    title: { de: 'Impressum', en: 'Imprint' },
    blocks: { de: [{ type: 'heading', text: 'Betreiberin' }, { type: 'paragraph', text: 'Museum Seeburg' }], en: [{ type: 'heading', text: 'Operator' }, { type: 'paragraph', text: 'Museum Seeburg' }] },
  },
});

describe('the pages list', () => {
  it('shows each page in the office language with its kind and date, and opens it', async () => {
    standInApi({
      'GET /pages': ok({
        pages: [
          { id: 'imprint', title: { de: 'Impressum', en: 'Imprint' }, updatedAt: '2026-11-01', version: 2 },
          { id: 'terms', title: { de: 'AGB' }, updatedAt: '2026-11-23', version: 1 },
        ],
      }),
    });
    await renderOffice('/pages', { session: editor });
    await screen.findByRole('link', { name: 'Imprint' });
    const cards = within(screen.getByRole('main')).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual(['ImprintImprintLast updated Nov 1, 2026', 'AGBTerms and conditionsLast updated Nov 23, 2026']);
    expect(within(cards[1]!).getByRole('link', { name: 'AGB' }).getAttribute('href')).toBe('/pages/terms');
    expect(screen.getByRole('link', { name: 'Edit the navigation labels' }).getAttribute('href')).toBe('/pages/navigation');
  });

  it('is closed to the box office', async () => {
    await renderOffice('/pages', { session: sessionFor('box-office') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not available to your role' })).toBeTruthy();
  });
});

describe('editing a page', () => {
  it('shows the text as typed blocks, changes the English text and saves the whole page with the version read', async () => {
    const api = standInApi({
      'GET /pages/imprint': ok({ record: imprint() }),
      'PUT /pages/imprint': ({ body }) => ok({ record: { ...imprint(3), updatedAt: '2026-11-28', page: (body as { page: OfficePageRecord['page'] }).page } }),
    });
    const user = userEvent.setup();
    await renderOffice('/pages/imprint', { session: editor });
    expect(await screen.findByRole('heading', { level: 1, name: 'Imprint' })).toBeTruthy();
    const text = screen.getByLabelText('Text') as HTMLTextAreaElement;
    expect(text.value).toBe('## Operator\n\nMuseum Seeburg');
    await user.clear(text);
    await user.type(text, '## Operator{enter}{enter}Museum by the lake{enter}{enter}- Phone{enter}- Mail');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("Saved. The shop shows the page with today's date within a few seconds.")).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      version: 2,
      page: {
        title: imprint().page.title,
        blocks: {
          de: imprint().page.blocks.de,
          en: [{ type: 'heading', text: 'Operator' }, { type: 'paragraph', text: 'Museum by the lake' }, { type: 'list', items: ['Phone', 'Mail'] }],
        },
      },
    });
    expect(screen.getByText('Last updated November 28, 2026')).toBeTruthy();
  });

  it('marks a title the server refused and offers the newer version of a page someone else saved', async () => {
    const api = standInApi({
      'GET /pages/imprint': ok({ record: imprint() }),
      'PUT /pages/imprint': ({ body }) =>
        (body as { version: number }).version === 2 ? failure(409, 'OFFICE_STALE', { current: imprint(5) }) : failure(422, 'VALIDATION_FAILED', { errors: { 'page.title': ['This field is required.'] } }),
    });
    const user = userEvent.setup();
    await renderOffice('/pages/imprint', { session: editor });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Load the current version' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.filter((call) => call.method === 'PUT').map((call) => (call.body as { version: number }).version)).toEqual([2, 5]);
  });
});

describe('the navigation labels', () => {
  it('edits a label in French and saves every label with the version read', async () => {
    const api = standInApi({
      'GET /navigation': ok({ record: { version: 7, labels: { tickets: { de: 'Eintritt', en: 'Admission' } } } }),
      'PUT /navigation': ({ body }) => ok({ record: { version: 8, labels: (body as { labels: object }).labels } }),
    });
    const user = userEvent.setup();
    await renderOffice('/pages/navigation', { session: editor });
    await user.click(await screen.findByRole('radio', { name: 'Français' }));
    await user.type(screen.getByLabelText('Tickets'), 'Entrées');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. The shop shows the new labels within a few seconds.')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ version: 7, labels: { tickets: { de: 'Eintritt', en: 'Admission', fr: 'Entrées' } } });
  });
});
