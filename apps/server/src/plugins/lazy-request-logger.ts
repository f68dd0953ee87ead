import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

type LogMethod = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
/** What pino's log methods take: an object or an error and a message, or a message, then format arguments. */
type LogArguments = [unknown, ...unknown[]];

/**
 * A request's logger that becomes a real pino child (bound to the request id) only when the request
 * logs something. Most answers log nothing, and making a child for every request cost about a tenth
 * of a cached catalog read. What it writes is what the child writes.
 */
export class LazyRequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  #real(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings, this.options);
    return this.#child;
  }

  get level(): string {
    return this.#child?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.#real().level = level;
  }

  fatal(...args: LogArguments): void {
    this.#log('fatal', args);
  }

  error(...args: LogArguments): void {
    this.#log('error', args);
  }

  warn(...args: LogArguments): void {
    this.#log('warn', args);
  }

  info(...args: LogArguments): void {
    this.#log('info', args);
  }

  debug(...args: LogArguments): void {
    this.#log('debug', args);
  }

  trace(...args: LogArguments): void {
    this.#log('trace', args);
  }

  silent(...args: LogArguments): void {
    this.#log('silent', args);
  }

  #log(level: LogMethod, args: LogArguments): void {
    const real = this.#real();
    Reflect.apply(real[level], real, args);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#real().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: every request gets a lazy logger instead of a pino child. */
export const lazyChildLoggerFactory = (logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger =>
  new LazyRequestLogger(logger, bindings, options);
