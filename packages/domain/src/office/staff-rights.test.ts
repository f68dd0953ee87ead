import { describe, expect, it } from 'vitest';
import { inStaffScope, mayRefund, type StaffRoleName, type StaffScopeRule } from './staff-rights.js';

const onlyE1: StaffScopeRule = { events: ['e1'], tours: [] };

describe('mayRefund', () => {
  it.each<[StaffRoleName, boolean, boolean]>([
    ['owner', false, true],
    ['owner', true, true],
    ['box-office', true, true],
    ['box-office', false, false],
    ['editor', true, false],
    ['door', true, false],
    ['accountant', true, false],
  ])('%s with canRefund %s may refund: %s', (role, canRefund, expected) => {
    expect(mayRefund(role, canRefund)).toBe(expected);
  });
});

describe('inStaffScope', () => {
  it.each<[StaffRoleName, StaffScopeRule, 'events' | 'tours', string, boolean]>([
    ['editor', onlyE1, 'events', 'e1', true],
    ['editor', onlyE1, 'events', 'e2', false],
    ['editor', onlyE1, 'tours', 't1', false],
    ['door', { events: null, tours: ['t1'] }, 'events', 'any', true],
    ['door', { events: null, tours: ['t1'] }, 'tours', 't1', true],
    ['box-office', { events: null, tours: ['t1'] }, 'tours', 't2', false],
    // An owner's stored scope never narrows what they may do.
    ['owner', { events: [], tours: [] }, 'events', 'e9', true],
  ])('%s with scope %j on %s %s: %s', (role, scope, kind, id, expected) => {
    expect(inStaffScope(role, scope, kind, id)).toBe(expected);
  });
});
