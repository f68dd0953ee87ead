import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { Issues } from './password-rules';

/** The issues of a form as react-hook-form errors: a catalog key per field that has one. */
export const issueErrors = (issues: Issues<string>): Record<string, { type: 'validate'; message: string }> =>
  Object.fromEntries(Object.entries(issues).flatMap(([name, message]) => (message === undefined ? [] : [[name, { type: 'validate', message }]])));

/** A resolver from a check that names every problem at once (SPEC §5: all errors after a failed submit). */
export const issuesResolver =
  <T extends FieldValues>(check: (values: T) => Issues<string>): Resolver<T> =>
  async (values) => {
    const errors = issueErrors(check(values));
    return Object.keys(errors).length > 0 ? { values: {}, errors: errors as FieldErrors<T> } : { values, errors: {} };
  };
