const ARRAY_OPENING = Buffer.from('[');
const ARRAY_CLOSING = Buffer.from(']');
const EMPTY_ARRAY = Buffer.from('[]');

/**
 * A value already written as JSON text in UTF-8, for an answer composed from parts kept as text (a
 * read model's entries): the answer takes the bytes as they are instead of writing the value again,
 * or converting a big text to bytes on its way out. The bytes may come in pieces, joined once where
 * the answer is written: a database that wraps a 200 KB text in brackets copies it again.
 */
export class JsonText {
  readonly parts: readonly Buffer[];

  constructor(...parts: Buffer[]) {
    this.parts = parts;
  }

  /** A JSON array of elements already joined by commas (the database's aggregate), or none: null. */
  static arrayOf(elements: Buffer | null): JsonText {
    return elements === null ? new JsonText(EMPTY_ARRAY) : new JsonText(ARRAY_OPENING, elements, ARRAY_CLOSING);
  }

  get json(): string {
    return Buffer.concat(this.parts).toString('utf8');
  }
}
