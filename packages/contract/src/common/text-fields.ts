import { isMultiLineText, isOneLineText } from '@foyer/domain';
import { z } from 'zod';
import { FIELD_MESSAGE_KEYS, type FieldMessageKey } from './field-messages.js';

/** Marks a refinement as a rule of the field's content, answered with this field message. */
const contentRule = (fieldMessage: FieldMessageKey) => ({ params: { fieldMessage } });

/**
 * A trimmed one-line text field of at most `max` characters (names, addresses, e-mail, references). A
 * name with a line break makes paragraphs in the shop's mails and a stray glyph on a printed card;
 * nobody types one on purpose.
 */
export const oneLineText = (max: number) => z.string().trim().max(max).refine(isOneLineText, contentRule('one_line'));

/** A trimmed text that may span lines (a gift message), of at most `max` characters. */
export const multiLineText = (max: number) => z.string().trim().max(max).refine(isMultiLineText, contentRule('invalid'));

interface IssueLike {
  code: string;
  params?: Record<string, unknown> | undefined;
}

const contentMessage = (issue: IssueLike): FieldMessageKey | undefined => {
  const key = issue.code === 'custom' ? issue.params?.fieldMessage : undefined;
  return FIELD_MESSAGE_KEYS.find((candidate) => candidate === key);
};

/**
 * Whether the issue breaks a rule of a field's content that the visitor can fix (a line break where one
 * line is asked), as opposed to a malformed request: the server answers the former 422 (SPEC §5).
 */
export const isContentIssue = (issue: IssueLike): boolean => contentMessage(issue) !== undefined;

/** The field message for an issue of a value that was sent: too long, not on one line, or otherwise invalid. */
export const fieldMessageKeyOf = (issue: IssueLike): FieldMessageKey => {
  if (issue.code === 'too_big') return 'too_long';
  return contentMessage(issue) ?? 'invalid';
};
