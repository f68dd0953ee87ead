import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

/**
 * The child's script: resvg (@resvg/resvg-js, native) reads the SVG from standard input and writes
 * the PNG to standard output. It runs in a process of its own because resvg is native code: a file it
 * cannot handle may make it panic, which aborts the whole process (a document 100 000 000 pixels wide
 * and one high did, when asked to draw it 240 high), and a file that takes too long can only be
 * stopped by ending its process. The size is worked out here from the whole pixels resvg counts
 * with, and a picture thinner than `minSide` is refused before resvg is asked to draw it.
 * Plain CommonJS run with `-e`, so the bundled server needs no file of its own for it.
 */
const SCRIPT = `
const { Resvg } = require(process.argv[1]);
const [maxWidth, maxHeight, minSide] = process.argv.slice(2).map(Number);
const chunks = [];
process.stdin.on('data', (chunk) => chunks.push(chunk));
process.stdin.on('end', () => {
  const svg = Buffer.concat(chunks);
  const options = { font: { loadSystemFonts: true }, logLevel: 'off' };
  const size = new Resvg(svg, options);
  const width = Math.ceil(size.width);
  const height = Math.ceil(size.height);
  if (!(width >= 1 && height >= 1 && Number.isFinite(width) && Number.isFinite(height))) process.exit(3);
  const byHeight = maxHeight / height <= maxWidth / width;
  const scale = byHeight ? maxHeight / height : maxWidth / width;
  if (Math.floor(width * scale) < minSide || Math.floor(height * scale) < minSide) process.exit(3);
  const fitTo = byHeight ? { mode: 'height', value: maxHeight } : { mode: 'width', value: maxWidth };
  process.stdout.write(new Resvg(svg, { ...options, fitTo }).render().asPng());
});
`;

/** The most a child may use: a logo drawn at 1920 × 240 needs a small part of it; a file built to exhaust memory fails at it. */
const CHILD_MEMORY_KILOBYTES = 1024 * 1024;
/** More than any PNG of the largest box (1920 × 240 RGBA, uncompressed); a child writing more is stopped. */
const MAX_PNG_BYTES = 4 * 1024 * 1024;

export interface SvgBox {
  /** The widest the picture may be drawn. */
  maxWidth: number;
  /** The height it is drawn at, unless that makes it wider than `maxWidth`. */
  maxHeight: number;
  /** A picture whose shorter side would come out thinner than this is refused: nobody could see it. */
  minSide: number;
}

/** A PNG of the SVG, or why not: no size or too thin (`unreadable`), or not drawn within the time (`too-complex`). */
export type SvgRasterVerdict = { png: Buffer } | { refused: 'unreadable' | 'too-complex' };

const resvgModule = (): string => createRequire(import.meta.url).resolve('@resvg/resvg-js');

/** The child starts under the shell's `ulimit -v` where the system lets it set one (Linux), else without a memory limit. */
const command = (args: string[]): [string, string[]] =>
  process.platform === 'win32'
    ? [process.execPath, args]
    : ['/bin/sh', ['-c', `ulimit -v ${CHILD_MEMORY_KILOBYTES} 2>/dev/null; exec "$0" "$@"`, process.execPath, ...args]];

/**
 * Draws SVG logos, one at a time (the hosts have two cores; logos are uploaded rarely), each in a
 * child process that is killed when it takes longer than `timeoutMs`.
 */
export class SvgRaster {
  #queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly timeoutMs = 20_000) {}

  draw(svg: string, box: SvgBox): Promise<SvgRasterVerdict> {
    const run = this.#queue.then(() => this.#draw(svg, box));
    this.#queue = run.catch(() => undefined);
    return run;
  }

  #draw(svg: string, { maxWidth, maxHeight, minSide }: SvgBox): Promise<SvgRasterVerdict> {
    const [file, args] = command(['-e', SCRIPT, resvgModule(), String(maxWidth), String(maxHeight), String(minSide)]);
    const child = spawn(file, args, { stdio: ['pipe', 'pipe', 'ignore'] });
    return new Promise<SvgRasterVerdict>((resolve) => {
      const chunks: Buffer[] = [];
      let length = 0;
      let verdict: SvgRasterVerdict | undefined;
      const stop = (reason: 'unreadable' | 'too-complex') => {
        verdict ??= { refused: reason };
        child.kill('SIGKILL');
      };
      const timer = setTimeout(() => stop('too-complex'), this.timeoutMs);
      child.stdout.on('data', (chunk: Buffer) => {
        length += chunk.length;
        if (length > MAX_PNG_BYTES) stop('unreadable');
        else chunks.push(chunk);
      });
      // A child that ends early closes its input: the write fails, and its exit code says why.
      child.stdin.on('error', () => undefined);
      child.on('error', () => stop('unreadable'));
      child.on('close', (code) => {
        clearTimeout(timer);
        resolve(verdict ?? (code === 0 && length > 0 ? { png: Buffer.concat(chunks) } : { refused: 'unreadable' }));
      });
      child.stdin.end(svg);
    });
  }
}
