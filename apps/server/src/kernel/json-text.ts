/**
 * A value already written as JSON text in UTF-8, for an answer composed from parts kept as text (a
 * read model's entries): the answer takes the bytes as they are instead of writing the value again,
 * or converting a big text to bytes on its way out.
 */
export class JsonText {
  constructor(readonly utf8: Buffer) {}

  get json(): string {
    return this.utf8.toString('utf8');
  }
}
