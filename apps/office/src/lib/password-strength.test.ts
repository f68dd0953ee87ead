import { STAFF_PASSWORD_MIN } from '@foyer/contract';
import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH, passwordStrength, type Strength } from './password-strength';

describe('passwordStrength', () => {
  it('starts where the server does', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(STAFF_PASSWORD_MIN);
  });

  it.each<[string, Strength]>([
    ['', 'short'],
    ['Tr0ub4dor&3', 'short'],
    ['aaaaaaaaaaaaaaaaaaaaaaa', 'weak'],
    ['abababababab', 'weak'],
    ['museumsnacht', 'weak'],
    ['museumsnacht7', 'fair'],
    ['museum nacht', 'fair'],
    ['Museumsnacht7!', 'strong'],
    ['correct horse battery staple', 'strong'],
    ['museumnachtkarte23', 'strong'],
  ])('%j is %s', (password, strength) => {
    expect(passwordStrength(password)).toBe(strength);
  });
});
