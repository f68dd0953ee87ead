import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfficeCatalogGroupRecord } from '../../lib/api/types';
import { failure, ok, standInApi } from '../../test/api-stand-in';
import { sessionFor } from '../../test/fixtures';
import { location, renderOffice } from '../../test/render-office';

afterEach(() => vi.unstubAllGlobals());

const editor = sessionFor('editor');

const categories: OfficeCatalogGroupRecord[] = [
  { id: 1, version: 2, sequenceNo: 1, group: { name: { de: 'Kunst', en: 'Art' } } },
  { id: 2, version: 1, sequenceNo: 2, group: { name: { de: 'Natur' } } },
];

const names = () => [...document.querySelectorAll('.group-name')].map((name) => name.textContent);

describe('the tour categories', () => {
  it('opens from the tours list and lists the categories, each in the office’s language or else the first it has', async () => {
    standInApi({ 'GET /tours': ok({ tours: [], categories: [] }), 'GET /tour-categories': ok({ groups: categories }) });
    const user = userEvent.setup();
    await renderOffice('/tours', { session: editor });
    await user.click(await screen.findByRole('link', { name: 'Tour categories' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tour categories' })).toBeTruthy();
    expect(location.current).toBe('/tours/categories');
    await vi.waitFor(() => expect(names()).toEqual(['Art', 'Natur']));
    expect(screen.getByRole('link', { name: 'Back to the tours' }).getAttribute('href')).toBe('/tours');
  });

  it('adds a category named in two languages, one at a time, after the others, and moves the focus to it', async () => {
    const api = standInApi({
      'GET /tour-categories': ok({ groups: categories }),
      'POST /tour-categories': ({ body }) => ({ status: 201, body: { data: { record: { id: 9, version: 1, sequenceNo: 3, ...(body as object) } } } }),
    });
    const user = userEvent.setup();
    await renderOffice('/tours/categories', { session: editor });
    await user.click(await screen.findByRole('button', { name: 'Add a category' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Families');
    await user.click(screen.getByRole('radio', { name: /^Deutsch/ }));
    await user.type(screen.getByLabelText('Name'), 'Familien');
    expect(screen.getByRole('radio', { name: 'English ✓' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create category' }));
    expect(await screen.findByText('The category has been created.')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ group: { name: { en: 'Families', de: 'Familien' } } });
    expect(names()).toEqual(['Art', 'Natur', 'Families']);
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rename Families' })));
  });

  it('shows the server’s refusal of a name in no language at the name field', async () => {
    standInApi({
      'GET /tour-categories': ok({ groups: categories }),
      'POST /tour-categories': failure(422, 'VALIDATION_FAILED', { errors: { 'group.name': ['This field is required.'] } }),
    });
    const user = userEvent.setup();
    await renderOffice('/tours/categories', { session: editor });
    await user.click(await screen.findByRole('button', { name: 'Add a category' }));
    await user.click(screen.getByRole('button', { name: 'Create category' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
  });

  it('renames a category with the version read; a stale answer shows the name someone else saved', async () => {
    const api = standInApi({
      'GET /tour-categories': ok({ groups: categories }),
      'PUT /tour-categories/1': failure(409, 'OFFICE_STALE', { current: { ...categories[0], version: 3, group: { name: { de: 'Kunst', en: 'Fine art' } } } }),
    });
    const user = userEvent.setup();
    await renderOffice('/tours/categories', { session: editor });
    await user.click(await screen.findByRole('button', { name: 'Rename Art' }));
    const name = screen.getByLabelText('Name');
    expect((name as HTMLInputElement).value).toBe('Art');
    await user.clear(name);
    await user.type(name, 'Arts');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Someone else has changed this in the meantime. Please check the current version and try again.')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ group: { name: { de: 'Kunst', en: 'Arts' } }, version: 2 });
    expect(names()).toEqual(['Fine art', 'Natur']);
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rename Fine art' })));
  });

  it('asks before deleting; Escape keeps the category, and a delete the server refuses while tours use it leaves it in the list', async () => {
    const api = standInApi({
      'GET /tour-categories': ok({ groups: categories }),
      'DELETE /tour-categories/1': failure(409, 'OFFICE_GROUP_IN_USE', { params: { count: 2 } }),
    });
    const user = userEvent.setup();
    await renderOffice('/tours/categories', { session: editor });
    await user.click(await screen.findByRole('button', { name: 'Delete Art' }));
    const question = screen.getByRole('group', { name: 'Delete the category “Art”? This cannot be undone.' });
    expect(document.activeElement?.textContent).toBe('Delete the category “Art”? This cannot be undone.');
    await user.keyboard('{Escape}');
    expect(question.isConnected).toBe(false);
    expect(api.calls.filter((call) => call.method === 'DELETE')).toEqual([]);
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete Art' })));

    await user.keyboard('{Enter}');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('This cannot be deleted while 2 offers still use it. Please remove it from those offers first.')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'DELETE')?.search).toBe('?version=2');
    expect(names()).toEqual(['Art', 'Natur']);
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete Art' })));
  });

  it('deletes a category no tour uses once confirmed, and says so', async () => {
    const api = standInApi({ 'GET /tour-categories': ok({ groups: categories }), 'DELETE /tour-categories/2': { status: 204 } });
    const user = userEvent.setup();
    await renderOffice('/tours/categories', { session: editor });
    await user.click(await screen.findByRole('button', { name: 'Delete Natur' }));
    await user.click(within(screen.getByRole('group', { name: /Natur/ })).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('The category “Natur” has been deleted.')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'DELETE')?.path).toBe('/tour-categories/2');
    expect(names()).toEqual(['Art']);
  });
});

describe('the voucher groups', () => {
  it('open from the passes and vouchers, in the office’s language, and are added there', async () => {
    const api = standInApi({
      'GET /passes': ok({ passes: [] }),
      'GET /gift-vouchers': ok({ vouchers: [], groups: [] }),
      'GET /voucher-groups': ok({ groups: [{ id: 2, version: 1, sequenceNo: 1, group: { name: { de: 'Erlebnisse', en: 'Experiences' } } }] }),
      'POST /voucher-groups': ({ body }) => ({ status: 201, body: { data: { record: { id: 4, version: 1, sequenceNo: 2, ...(body as object) } } } }),
    });
    const user = userEvent.setup();
    await renderOffice('/passes-vouchers', { session: editor, lang: 'de' });
    await user.click(await screen.findByRole('link', { name: 'Gutscheingruppen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Gutscheingruppen' })).toBeTruthy();
    await vi.waitFor(() => expect(names()).toEqual(['Erlebnisse']));
    await user.click(screen.getByRole('button', { name: 'Gruppe hinzufügen' }));
    await user.type(screen.getByLabelText('Bezeichnung'), 'Geburtstag');
    await user.click(screen.getByRole('button', { name: 'Gruppe anlegen' }));
    expect(await screen.findByText('Die Gruppe wurde angelegt.')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')).toMatchObject({ path: '/voucher-groups', body: { group: { name: { de: 'Geburtstag' } } } });
    expect(names()).toEqual(['Erlebnisse', 'Geburtstag']);
  });
});
