import type { Role, Session, StaffMember } from '../lib/api/types';

export const sessionFor = (role: Role, overrides: Partial<Session['staff']> = {}): Session => ({
  staff: { id: `s-${role}`, name: `Alex ${role}`, email: `${role}@museum.example`, role, scope: { events: null, tours: null }, canRefund: role === 'owner', language: 'en', ...overrides },
  csrfToken: 'csrf-123',
  idleTimeoutSeconds: 1800,
  timeZone: 'Europe/Zurich',
});

export const member = (overrides: Partial<StaffMember> = {}): StaffMember => ({
  id: 'm1',
  name: 'Robin Editor',
  email: 'robin@museum.example',
  role: 'editor',
  scope: { events: null, tours: null },
  canRefund: false,
  language: 'de',
  disabled: false,
  active: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  lastSignInAt: null,
  version: 3,
  ...overrides,
});
