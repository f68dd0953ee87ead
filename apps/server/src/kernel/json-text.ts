/**
 * A value already written as JSON text, for an answer composed from parts kept as text (a read
 * model's entries): the answer takes the text as it is instead of writing the value again.
 */
export class JsonText {
  constructor(readonly json: string) {}
}
