import { fill } from '../kernel/document-labels.js';
import type { MailMessages } from './mail-messages.js';

/** Whom a mail greets: the salutation key the customer chose (the catalog's `mr`, `ms`, …, or none) and the name. */
export interface Addressee {
  salutation: string | null;
  firstName: string;
  lastName: string;
}

/**
 * The opening line as a letter in the mail's language has it: "Sehr geehrte Frau Müller" for `ms`,
 * "Sehr geehrter Herr …" for `mr`, and the language's neutral form for any other choice or none
 * (Swedish and Danish greet everyone by first name). A salutation needs the last name; without one
 * the neutral form greets with the name there is.
 */
export const greetingLine = (m: Pick<MailMessages, 'greeting' | 'greetingMr' | 'greetingMs'>, who: Addressee): string => {
  const firstName = who.firstName.trim();
  const lastName = who.lastName.trim();
  const name = `${firstName} ${lastName}`.trim();
  const values = { name, firstName: firstName === '' ? name : firstName, lastName: lastName === '' ? name : lastName };
  if (lastName !== '' && who.salutation === 'mr') return fill(m.greetingMr, values);
  if (lastName !== '' && who.salutation === 'ms') return fill(m.greetingMs, values);
  return fill(m.greeting, values);
};
