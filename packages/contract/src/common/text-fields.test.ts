import { describe, expect, it } from 'vitest';
import { fieldMessageKeyOf, isContentIssue, multiLineText, oneLineText } from './text-fields.js';

const oneLine = oneLineText(20);
const multiLine = multiLineText(40);

describe('oneLineText', () => {
  it.each([
    ['a plain name', 'Zoë Ångström', true],
    ['padding, trimmed away', '  Eve \n', true],
    ['CR LF inside', 'Eve\r\nBcc: x', false],
    ['LF', 'a\nb', false],
    ['CR', 'a\rb', false],
    ['vertical tab', 'a\u000Bb', false],
    ['form feed', 'a\u000Cb', false],
    ['tab', 'a\tb', false],
    ['NUL', 'a\u0000b', false],
    ['escape', 'a\u001Bb', false],
    ['DEL', 'a\u007Fb', false],
    ['next line', 'a\u0085b', false],
    ['line separator', 'a\u2028b', false],
    ['paragraph separator', 'a\u2029b', false],
    ['a no-break space (French typography)', 'Réf\u00A0: 12', true],
  ])('%s → accepted %s', (_name, value, accepted) => {
    expect(oneLine.safeParse(value).success).toBe(accepted);
  });

  it('says which field message a refusal takes, and that it is the visitor’s to fix', () => {
    const [issue] = oneLine.safeParse('a\nb').error?.issues ?? [];
    expect(issue && [fieldMessageKeyOf(issue), isContentIssue(issue)]).toEqual(['one_line', true]);
    const [tooLong] = oneLine.safeParse('x'.repeat(21)).error?.issues ?? [];
    expect(tooLong && [fieldMessageKeyOf(tooLong), isContentIssue(tooLong)]).toEqual(['too_long', false]);
  });
});

describe('multiLineText', () => {
  it.each([
    ['lines and a tab', 'Alles Gute!\r\n\n\tAnna', true],
    ['vertical tab', 'a\u000Bb', false],
    ['NUL', 'a\u0000b', false],
    ['next line', 'a\u0085b', false],
  ])('%s → accepted %s', (_name, value, accepted) => {
    expect(multiLine.safeParse(value).success).toBe(accepted);
  });

  it('refuses a control character with the plain "invalid" message', () => {
    const [issue] = multiLine.safeParse('a\u0000b').error?.issues ?? [];
    expect(issue && fieldMessageKeyOf(issue)).toBe('invalid');
  });
});
