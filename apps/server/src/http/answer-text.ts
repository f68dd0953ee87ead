import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { JsonText } from '../kernel/json-text.js';

export type ContentEncoding = 'br' | 'gzip';

/** The server's preference: brotli is smaller, gzip is what every client understands. */
const ENCODINGS: ContentEncoding[] = ['br', 'gzip'];

/** Below this, compressing costs more than the bytes it saves (the web plugin's on-the-fly threshold too). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Quality 5: within a few per cent of the best size for JSON and HTML at a fraction of quality 11's
 * time, once per cache period.
 */
const BROTLI_QUALITY = 5;

/**
 * From this size on, quality 1: a big answer (a list of hundreds of events) is compressed about five
 * times faster for about a fifth more bytes, and the first visitor after a change waits for it.
 */
export const BIG_ANSWER_BYTES = 64 * 1024;
const BIG_ANSWER_BROTLI_QUALITY = 1;

/** The brotli quality for an answer of this many bytes. */
export const brotliQualityFor = (bytes: number): number => (bytes < BIG_ANSWER_BYTES ? BROTLI_QUALITY : BIG_ANSWER_BROTLI_QUALITY);

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Each takes the text's bytes, converted once: a big list is 200 KB of text. */
const compressors: Record<ContentEncoding, (bytes: Buffer) => Promise<Buffer>> = {
  br: (bytes) => brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQualityFor(bytes.length), [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
  gzip: (bytes) => gzipped(bytes),
};

/**
 * An answer kept by a read cache: its text, and that text compressed once per encoding the first
 * time a browser asks for it. Visitors sharing a cached answer then share its compression too,
 * instead of each answer being compressed anew on its way out.
 */
export class AnswerText {
  readonly #encoded = new Map<ContentEncoding, Promise<Buffer>>();
  readonly #ready = new Map<ContentEncoding, Buffer>();
  #text: string | undefined;
  #utf8: Buffer | undefined;

  /**
   * `content`: the answer's text, or its UTF-8 bytes when those are at hand (composed by the
   * database), which are then compressed and sent as they are and decoded only for who reads the text.
   */
  constructor(content: string | Buffer) {
    if (typeof content === 'string') this.#text = content;
    else this.#utf8 = content;
  }

  get text(): string {
    this.#text ??= this.#utf8?.toString('utf8') ?? '';
    return this.#text;
  }

  /** The body as sent uncompressed: the bytes when the answer has them, else its text. */
  get body(): string | Buffer {
    return this.#utf8 ?? this.text;
  }

  /** Its length in bytes, or in UTF-16 units when it is text only: either tells a small answer from a big one. */
  get size(): number {
    return this.#utf8?.length ?? this.text.length;
  }

  encoded(encoding: ContentEncoding): Promise<Buffer> {
    let body = this.#encoded.get(encoding);
    if (body === undefined) {
      body = compressors[encoding](this.#utf8 ?? Buffer.from(this.text));
      this.#encoded.set(encoding, body);
      void body.then(
        (bytes) => this.#ready.set(encoding, bytes),
        () => this.#encoded.delete(encoding),
      );
    }
    return body;
  }

  /** The compressed bytes once `encoded` has finished them, for answers that need not wait a promise's turn. */
  encodedNow(encoding: ContentEncoding): Buffer | undefined {
    return this.#ready.get(encoding);
  }
}

const DATA_OPENING = Buffer.from('{"data":');
const DATA_CLOSING = Buffer.from('}');

/** The `{data: ...}` envelope of a successful API answer as kept text; data already written as JSON goes in as it is. */
export const jsonAnswer = (data: unknown): AnswerText =>
  new AnswerText(data instanceof JsonText ? Buffer.concat([DATA_OPENING, ...data.parts, DATA_CLOSING]) : JSON.stringify({ data }));

/** Browsers send a handful of distinct Accept-Encoding values; past this many the choices start over. */
const KEPT_NEGOTIATIONS = 64;
const negotiated = new Map<string, ContentEncoding | null>();

/** The encoding for an Accept-Encoding value, worked out once per distinct value: every cached read asks. */
const encodingFor = (accepted: string): ContentEncoding | null => {
  let encoding = negotiated.get(accepted);
  if (encoding === undefined) {
    encoding = negotiate(accepted, ENCODINGS) as ContentEncoding | null;
    if (negotiated.size >= KEPT_NEGOTIATIONS) negotiated.clear();
    negotiated.set(accepted, encoding);
  }
  return encoding;
};

/**
 * Sends a kept answer in the best encoding the request accepts (none for small answers). Either way
 * the answer varies by Accept-Encoding, so a shared cache never hands brotli to a client without it.
 */
export const sendAnswerText = (request: FastifyRequest, reply: FastifyReply, answer: AnswerText, contentType: string): FastifyReply | Promise<FastifyReply> => {
  reply.type(contentType).header('vary', 'accept-encoding');
  const accepted = request.headers['accept-encoding'];
  const encoding = answer.size < COMPRESSION_THRESHOLD_BYTES || accepted === undefined ? null : encodingFor(accepted);
  if (encoding === null) return reply.send(answer.body);
  reply.header('content-encoding', encoding);
  const ready = answer.encodedNow(encoding);
  return ready === undefined ? answer.encoded(encoding).then((body) => reply.send(body)) : reply.send(ready);
};
