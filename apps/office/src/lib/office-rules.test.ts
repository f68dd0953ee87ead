import { OFFICE_ROLES } from '@foyer/contract';
import { describe, expect, it } from 'vitest';
import { ROLES } from './api/types';
import { browserLanguage, LANGUAGES, officeLanguage, rememberLanguage } from './i18n/languages';
import { isSectionPath, mayUse, sectionsFor } from './roles';

describe('roles', () => {
  it("are the contract's", () => {
    expect(ROLES).toEqual(OFFICE_ROLES);
  });

  it.each([
    ['owner', '/staff/12', true],
    ['owner', '/audit', true],
    ['editor', '/staff', false],
    ['door', '/staff/new', false],
    ['accountant', '/audit', false],
    ['door', '/', true],
    ['door', '/staffroom', false],
    ['editor', '/payment-shipping/shipping', true],
    ['editor', '/payment-shipping/payment-types/164', false],
    ['owner', '/payment-shipping/payment-types/new', true],
    ['box-office', '/payment-shipping', false],
  ] as const)('%s may use %s: %s', (role, path, allowed) => {
    expect(mayUse(role, path)).toBe(allowed);
  });

  it('keeps a part for fewer roles out of the navigation', () => {
    expect(sectionsFor('owner').map((section) => section.path)).not.toContain('/payment-shipping/payment-types');
  });

  it('shows every role its start page first', () => {
    for (const role of ROLES) expect(sectionsFor(role)[0]?.path).toBe('/');
  });

  it('leaves paths outside every section to the not-found page', () => {
    expect(isSectionPath('/staffroom')).toBe(false);
    expect(isSectionPath('/staff/7')).toBe(true);
  });
});

describe('office language', () => {
  it('takes the first browser language the office speaks, by its base', () => {
    expect(browserLanguage(['pt-BR', 'de-CH', 'en'])).toBe('de');
    expect(browserLanguage(['pt'])).toBe('en');
  });

  it("prefers the switch's choice, then the staff member's language, then the browser's", () => {
    expect(officeLanguage(undefined, ['fr-CH'])).toBe('fr');
    expect(officeLanguage('sv', ['fr-CH'])).toBe('sv');
    expect(officeLanguage('xx', ['fr-CH'])).toBe('fr');
    rememberLanguage('da');
    expect(officeLanguage('sv', ['fr-CH'])).toBe('da');
  });

  it('offers the eight languages', () => {
    expect(LANGUAGES).toHaveLength(8);
  });
});
