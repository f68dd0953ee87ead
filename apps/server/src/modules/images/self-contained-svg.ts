/**
 * An uploaded SVG logo rewritten so that drawing it can only draw what the file itself holds.
 *
 * resvg (the server's SVG renderer, native or in wasm-vips) opens any `<image href="/a/path.png">` on
 * the server's own disk and draws it: an SVG that names a file there would show it in the shop's logo.
 * So the renderer never sees the file as sent. It is read here as XML and written anew: only elements
 * and attributes with their text, no document type (the entities it declares are expanded here, plain
 * text only, so no "billion laughs"), no processing instructions or comments, no scripts, animations or
 * foreign objects, no event handler attributes. A reference to anything outside the file (an `href`
 * other than `#id` or an embedded PNG, JPEG, GIF or WebP, a CSS `url()` other than `#id`, `@import`,
 * an external entity) refuses the file: it would not look as its owner sees it, and it is the attack.
 * Anything that is not well-formed XML with an `<svg>` root is refused as unreadable.
 */

export type SelfContainedSvg = { svg: string } | { refused: 'unreadable' | 'external' | 'too-large' };

class Refusal extends Error {
  constructor(readonly reason: 'unreadable' | 'external' | 'too-large') {
    super(reason);
  }
}

const unreadable = (): never => {
  throw new Refusal('unreadable');
};
const external = (): never => {
  throw new Refusal('external');
};

/** Elements dropped with everything in them: nothing a still picture needs, and what could act or fetch. */
const DROPPED = new Set(['script', 'foreignObject', 'handler', 'listener', 'set', 'animate', 'animateMotion', 'animateTransform', 'animateColor', 'discard']);
/** A logo's groups nest a few levels; far deeper nesting only makes the renderer recurse. */
const MAX_DEPTH = 256;
const MAX_ENTITIES = 256;
const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
/** The embedded pictures the renderer decodes itself; an embedded SVG would be read with the same renderer's file access. */
const EMBEDDED_PICTURE = /^data:image\/(?:png|jpeg|jpg|gif|webp)(?:;[^,]*)?,/i;

const NAME = /[A-Za-z_:\u00C0-\uFFFF][-A-Za-z0-9_:.\u00B7\u00C0-\uFFFF]*/y;
const SPACE = /[ \t\r\n]*/y;
const QUOTED = /"([^"]*)"|'([^']*)'/y;
const REFERENCE = /&(?:#x([0-9A-Fa-f]{1,6})|#([0-9]{1,7})|([A-Za-z_:][-A-Za-z0-9_:.]*));/y;

const localName = (name: string): string => name.slice(name.indexOf(':') + 1);

const escapeText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string): string =>
  escapeText(value).replace(/"/g, '&quot;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;');

/** A CSS text (a `style` attribute or element, a presentation attribute) that fetches nothing. */
const checkCss = (css: string): void => {
  if (/@import/i.test(css)) external();
  for (const match of css.matchAll(/url\(\s*['"]?\s*([^'")\s]*)/gi)) {
    const target = match[1] ?? '';
    if (target !== '' && !target.startsWith('#')) external();
  }
};

const checkAttribute = (name: string, value: string): void => {
  if (localName(name) === 'href' && !value.startsWith('#') && !EMBEDDED_PICTURE.test(value)) external();
  checkCss(value);
};

class Reader {
  #at = 0;
  readonly #entities = new Map<string, string>();

  constructor(
    private readonly source: string,
    private readonly maxLength: number,
  ) {}

  get done(): boolean {
    return this.#at >= this.source.length;
  }

  startsWith(text: string): boolean {
    return this.source.startsWith(text, this.#at);
  }

  skip(length: number): void {
    this.#at += length;
  }

  space(): boolean {
    SPACE.lastIndex = this.#at;
    SPACE.exec(this.source);
    const moved = SPACE.lastIndex > this.#at;
    this.#at = SPACE.lastIndex;
    return moved;
  }

  expect(text: string): void {
    if (!this.startsWith(text)) unreadable();
    this.#at += text.length;
  }

  name(): string {
    NAME.lastIndex = this.#at;
    const match = NAME.exec(this.source);
    if (match === null) return unreadable();
    this.#at = NAME.lastIndex;
    return match[0];
  }

  quoted(): string {
    QUOTED.lastIndex = this.#at;
    const match = QUOTED.exec(this.source);
    if (match === null) return unreadable();
    this.#at = QUOTED.lastIndex;
    return match[1] ?? match[2] ?? '';
  }

  /** Up to (not including) `end`, which must follow; the reader moves past it. */
  until(end: string): string {
    const found = this.source.indexOf(end, this.#at);
    if (found < 0) unreadable();
    const text = this.source.slice(this.#at, found);
    this.#at = found + end.length;
    return text;
  }

  /** Character data up to the next `<` (or the end). */
  text(): string {
    const found = this.source.indexOf('<', this.#at);
    const end = found < 0 ? this.source.length : found;
    const text = this.source.slice(this.#at, end);
    this.#at = end;
    return text;
  }

  /** Text with its character and entity references replaced; an `&` that starts none is not XML. */
  decode(raw: string): string {
    let decoded = '';
    let from = 0;
    for (let amp = raw.indexOf('&'); amp >= 0; amp = raw.indexOf('&', from)) {
      decoded += raw.slice(from, amp);
      REFERENCE.lastIndex = amp;
      const match = REFERENCE.exec(raw);
      if (match === null) return unreadable();
      const [whole, hex, decimal, name] = match;
      if (name !== undefined) {
        const replacement = PREDEFINED[name] ?? this.#entities.get(name);
        if (replacement === undefined) return unreadable();
        decoded += replacement;
      } else {
        const code = hex === undefined ? Number(decimal) : Number.parseInt(hex, 16);
        if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return unreadable();
        decoded += String.fromCodePoint(code);
      }
      from = amp + whole.length;
      if (decoded.length > this.maxLength) throw new Refusal('too-large');
    }
    return decoded + raw.slice(from);
  }

  /** `<!DOCTYPE name [ExternalID] [internal subset]>`: its plain-text entities are kept for decoding, the rest is dropped. */
  doctype(): void {
    this.expect('<!DOCTYPE');
    if (!this.space()) unreadable();
    this.name();
    this.space();
    if (this.startsWith('SYSTEM') || this.startsWith('PUBLIC')) {
      const publicId = this.startsWith('PUBLIC');
      this.skip(6);
      this.space();
      this.quoted();
      this.space();
      if (publicId) {
        this.quoted();
        this.space();
      }
    }
    if (this.startsWith('[')) {
      this.skip(1);
      this.internalSubset();
      this.space();
    }
    this.expect('>');
  }

  private internalSubset(): void {
    for (;;) {
      this.space();
      if (this.startsWith(']')) {
        this.skip(1);
        return;
      }
      if (this.startsWith('<!--')) this.until('-->');
      else if (this.startsWith('<?')) this.until('?>');
      else if (this.startsWith('<!ENTITY')) this.entity();
      else if (this.startsWith('<!ELEMENT') || this.startsWith('<!ATTLIST') || this.startsWith('<!NOTATION')) this.declaration();
      else unreadable();
    }
  }

  private entity(): void {
    this.skip('<!ENTITY'.length);
    this.space();
    // Parameter entities only serve other declarations: no logo needs them.
    if (this.startsWith('%')) unreadable();
    const name = this.name();
    this.space();
    if (this.startsWith('SYSTEM') || this.startsWith('PUBLIC')) external();
    const value = this.quoted();
    // Plain text only: a value with markup or references in it is how entities multiply a file a billion times.
    if (/[<&%]/.test(value)) unreadable();
    this.space();
    this.expect('>');
    if (this.#entities.size >= MAX_ENTITIES) unreadable();
    if (!this.#entities.has(name)) this.#entities.set(name, value.replace(/[\t\r\n]/g, ' '));
  }

  /** An element, attribute list or notation declaration, skipped whole (quoted text may hold a `>`). */
  private declaration(): void {
    for (;;) {
      if (this.done) unreadable();
      if (this.startsWith('"') || this.startsWith("'")) this.quoted();
      else if (this.startsWith('>')) {
        this.skip(1);
        return;
      } else this.skip(1);
    }
  }
}

interface Element {
  name: string;
  dropped: boolean;
}

/** The SVG as the renderer may see it, or why the file is refused. `maxLength`: the longest text the rewritten file may reach. */
export const selfContainedSvg = (source: string, maxLength: number): SelfContainedSvg => {
  const reader = new Reader(source.replace(/^\uFEFF/, ''), maxLength);
  const open: Element[] = [];
  let out = '';
  let rootSeen = false;
  let doctypeSeen = false;
  const emit = (text: string) => {
    out += text;
    if (out.length > maxLength) throw new Refusal('too-large');
  };
  const dropping = () => open.some((element) => element.dropped);
  try {
    while (!reader.done) {
      if (reader.startsWith('<!--')) reader.until('-->');
      else if (reader.startsWith('<?')) reader.until('?>');
      else if (reader.startsWith('<!DOCTYPE')) {
        if (doctypeSeen || rootSeen) unreadable();
        doctypeSeen = true;
        reader.doctype();
      } else if (reader.startsWith('<![CDATA[')) {
        if (open.length === 0) unreadable();
        reader.skip('<![CDATA['.length);
        const text = reader.until(']]>');
        if (dropping()) continue;
        if (localName(open[open.length - 1]?.name ?? '') === 'style') checkCss(text);
        emit(escapeText(text));
      } else if (reader.startsWith('</')) {
        reader.skip(2);
        const name = reader.name();
        reader.space();
        reader.expect('>');
        const element = open.pop();
        if (element === undefined || element.name !== name) return unreadable();
        if (!element.dropped) emit(`</${name}>`);
      } else if (reader.startsWith('<')) {
        reader.skip(1);
        const name = reader.name();
        if (open.length === 0 && (rootSeen || localName(name) !== 'svg')) unreadable();
        rootSeen = true;
        const attributes = new Map<string, string>();
        for (;;) {
          const spaced = reader.space();
          if (reader.startsWith('/>') || reader.startsWith('>')) break;
          if (!spaced) unreadable();
          const attribute = reader.name();
          reader.space();
          reader.expect('=');
          reader.space();
          const raw = reader.quoted();
          if (raw.includes('<') || attributes.has(attribute)) unreadable();
          attributes.set(attribute, reader.decode(raw.replace(/[\t\r\n]/g, ' ')));
        }
        const empty = reader.startsWith('/>');
        reader.skip(empty ? 2 : 1);
        const element = { name, dropped: dropping() || DROPPED.has(localName(name)) };
        if (!element.dropped) {
          let tag = `<${name}`;
          for (const [attribute, value] of attributes) {
            if (/^on/i.test(localName(attribute))) continue;
            checkAttribute(attribute, value);
            tag += ` ${attribute}="${escapeAttribute(value)}"`;
          }
          emit(empty ? `${tag}/>` : `${tag}>`);
        }
        if (!empty) {
          if (open.length >= MAX_DEPTH) unreadable();
          open.push(element);
        }
      } else {
        const raw = reader.text();
        if (open.length === 0) {
          if (raw.trim() !== '') unreadable();
          continue;
        }
        const text = reader.decode(raw);
        if (dropping()) continue;
        if (localName(open[open.length - 1]?.name ?? '') === 'style') checkCss(text);
        emit(escapeText(text));
      }
    }
    if (!rootSeen || open.length > 0) unreadable();
    return { svg: out };
  } catch (error) {
    if (error instanceof Refusal) return { refused: error.reason };
    throw error;
  }
};
