import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '../../lib/api/types';
import { ok, standInApi } from '../../test/api-stand-in';
import { member, sessionFor } from '../../test/fixtures';
import { location, renderOffice } from '../../test/render-office';

afterEach(() => vi.unstubAllGlobals());

const entry = (id: string, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: '2026-11-20T09:30:00.000Z',
  staffId: 's-owner',
  staffName: 'Alex owner',
  action: 'staff.update',
  target: 'staff:m1',
  before: { role: 'editor' },
  after: { role: 'door' },
  ...overrides,
});

describe('audit log', () => {
  it('lists entries with who, what and the changes, and pages on with the cursor', async () => {
    const api = standInApi({
      'GET /staff': ok({ staff: [member()] }),
      'GET /audit': ({ url }) => (url.searchParams.get('cursor') === 'c2' ? ok({ entries: [entry('a3', { staffName: null, staffId: null, action: 'staff.create' })], nextCursor: null }) : ok({ entries: [entry('a1'), entry('a2')], nextCursor: 'c2' })),
    });
    const user = userEvent.setup();
    await renderOffice('/audit', { session: sessionFor('owner') });
    expect(await screen.findAllByText('staff.update')).toHaveLength(2);
    await user.click(screen.getAllByText('Show changes')[0]!);
    expect(screen.getAllByText(/"role": "door"/)[0]).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show older entries' }));
    expect(await screen.findByText('staff.create')).toBeTruthy();
    expect(screen.getByText('System')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show older entries' })).toBeNull();
    expect(api.calls.filter((call) => call.path === '/audit').map((call) => call.search)).toEqual(['', '?cursor=c2']);
  });

  it('filters by staff member, action and days, keeping the filter in the address', async () => {
    const api = standInApi({ 'GET /staff': ok({ staff: [member()] }), 'GET /audit': ok({ entries: [], nextCursor: null }) });
    const user = userEvent.setup();
    await renderOffice('/audit', { session: sessionFor('owner') });
    expect(await screen.findByText('No entries yet.')).toBeTruthy();
    await user.selectOptions(await screen.findByLabelText('Staff member'), 'Robin Editor');
    await user.type(screen.getByLabelText('Action'), 'staff.update');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-05');
    await user.click(screen.getByRole('button', { name: 'Show entries' }));
    expect(await screen.findByText('No entries match these filters.')).toBeTruthy();
    expect(location.current).toBe('/audit?staff=m1&action=staff.update&from=2026-11-01&to=2026-11-05');
    const query = new URLSearchParams(api.calls.filter((call) => call.path === '/audit').at(-1)?.search);
    expect(query.get('staff')).toBe('m1');
    expect(query.get('action')).toBe('staff.update');
    // Whole days in the browser's time zone; the end is exclusive, so the last day counts in full.
    expect(query.get('from')).toBe(new Date('2026-11-01T00:00:00').toISOString());
    expect(query.get('to')).toBe(new Date('2026-11-06T00:00:00').toISOString());
  });
});
