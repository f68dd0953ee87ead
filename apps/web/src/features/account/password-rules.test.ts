import { describe, expect, it } from 'vitest';
import { newPasswordIssues, repeatedEmailIssue } from './password-rules';

describe('password and e-mail rules (SPEC §5)', () => {
  it.each([
    ['', '', { password: 'form.required', passwordRepeat: 'form.required' }],
    ['short7!', 'short7!', { password: 'password.tooShort', passwordRepeat: undefined }],
    ['🎨🎨🎨🎨🎨🎨🎨', '🎨🎨🎨🎨🎨🎨🎨', { password: 'password.tooShort', passwordRepeat: undefined }],
    ['long enough', 'long enougH', { password: undefined, passwordRepeat: 'password.mismatch' }],
    ['long enough', 'long enough', { password: undefined, passwordRepeat: undefined }],
  ])('%j typed again as %j', (password, repeat, expected) => {
    expect(newPasswordIssues(password, repeat)).toEqual(expected);
  });

  it('compares e-mail addresses as mail servers do: letter case and outer spaces aside', () => {
    expect(repeatedEmailIssue('Ada@Example.com', ' ada@example.com ')).toBeUndefined();
    expect(repeatedEmailIssue('ada@example.com', 'ada@example.org')).toBe('email.mismatch');
    expect(repeatedEmailIssue('ada@example.com', '')).toBe('form.required');
  });
});
