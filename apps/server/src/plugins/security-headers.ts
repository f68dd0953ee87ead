import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiPath } from '../http/api-path.js';
import { isOfficePath } from '../http/office-path.js';
import { isOfficeDoorPath, officeDoorPageHeaders, officePageHeaders } from './office-headers.js';

/** What a page of this shop may load besides itself, from the shop's settings. */
export interface EmbeddingPolicy {
  /** A tag-manager id is configured (SPEC §1), so Google Tag Manager and Analytics may load and report. */
  tagManager: boolean;
  /** Sites allowed to show the shop in a frame (SPEC's embedded layout); none by default. */
  frameAncestors: readonly string[];
}

const TAG_MANAGER = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
};

/**
 * The inline scripts of the built index.html (the language set before render), allowed by their
 * hash so nothing else inline runs. JSON data blocks are not scripts and need no allowance.
 */
export const inlineScriptHashes = (html: string): string[] =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1] ?? '').digest('base64')}'`,
  );

const NONE: EmbeddingPolicy = { tagManager: false, frameAncestors: [] };

/**
 * The Content-Security-Policy header for a policy, built once per distinct policy: helmet evaluating
 * function directives on every answer cost more than a cached catalog read.
 */
const contentSecurityPolicy = (scriptHashes: readonly string[]): ((policy: EmbeddingPolicy) => string) => {
  const built = new Map<string, string>();
  return (policy) => {
    const key = `${policy.tagManager}|${policy.frameAncestors.join(' ')}`;
    let header = built.get(key);
    if (header === undefined) {
      const tagManager = (sources: readonly string[]) => (policy.tagManager ? sources : []);
      const directives: [string, readonly string[]][] = [
        ['default-src', ["'self'"]],
        ['base-uri', ["'self'"]],
        ['object-src', ["'none'"]],
        ['form-action', ["'self'"]],
        ['script-src', ["'self'", ...scriptHashes, ...tagManager(TAG_MANAGER.script)]],
        ['connect-src', ["'self'", ...tagManager(TAG_MANAGER.connect)]],
        ['img-src', ["'self'", 'data:', ...tagManager(TAG_MANAGER.img)]],
        // Styles may be inline: React style attributes, the payment and outbox pages' own style blocks.
        ['style-src', ["'self'", "'unsafe-inline'"]],
        ['font-src', ["'self'"]],
        ['frame-ancestors', policy.frameAncestors.length === 0 ? ["'none'"] : ["'self'", ...policy.frameAncestors]],
      ];
      header = directives.map(([name, values]) => `${name} ${values.join(' ')}`).join(';');
      built.set(key, header);
    }
    return header;
  };
};

const HELMET_OPTIONS: HelmetOptions = {
  // Set per answer from the shop's settings, cached per policy.
  contentSecurityPolicy: false,
  // frame-ancestors decides who may frame the shop; X-Frame-Options cannot name several sites.
  frameguard: false,
  // Catalog images may be shown by mail clients and partner sites.
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/**
 * helmet's headers for these options, read once by running its middleware against a recorder. They
 * depend on the options only, while @fastify/helmet built helmet's middleware anew for every request,
 * which cost more than answering a cached catalog read.
 */
export const helmetHeaders = (options: HelmetOptions = HELMET_OPTIONS): Record<string, string> => {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
};

/**
 * What an API answer needs of helmet's headers: nosniff keeps JSON from being read as a script or
 * a page, a policy that allows nothing and no framing covers an answer opened as a page all the
 * same, and transport, referrer and resource policies as on pages. The rest (opener policy, agent
 * cluster, DNS prefetch, download and legacy XSS switches) concern documents only. The set is fixed,
 * so an API answer does not ask for the shop's policy either.
 */
export const apiAnswerHeaders = (documentHeaders: Record<string, string>): Record<string, string> => {
  const kept = ['x-content-type-options', 'strict-transport-security', 'referrer-policy', 'cross-origin-resource-policy'];
  return {
    ...Object.fromEntries(kept.flatMap((name) => (documentHeaders[name] === undefined ? [] : [[name, documentHeaders[name]]]))),
    'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  };
};

/**
 * Security headers on every answer: on pages and files helmet's static ones (nosniff, a referrer
 * policy that keeps paths to ourselves, cross-origin resource policy, ...) and a
 * Content-Security-Policy that allows the shop's own files, the tag manager only when configured, and
 * framing only by the listed sites; on API answers the few that concern data (`apiAnswerHeaders`);
 * on the back office's pages and files its own strict policy (`officePageHeaders`).
 * The hook runs without waiting when the policy is at hand (the shop settings a recent request
 * read), since on a cached catalog read a promise's turn per request cost more than the rest of the
 * answer's headers.
 */
export const registerSecurityHeaders = (
  app: FastifyInstance,
  embedding: () => EmbeddingPolicy | Promise<EmbeddingPolicy>,
  indexHtml: string | null,
): void => {
  const cspFor = contentSecurityPolicy(indexHtml === null ? [] : inlineScriptHashes(indexHtml));
  const staticHeaders = helmetHeaders();
  const answerHeaders = new WeakMap<EmbeddingPolicy, Record<string, string>>();
  const headersFor = (policy: EmbeddingPolicy): Record<string, string> => {
    let headers = answerHeaders.get(policy);
    if (headers === undefined) {
      headers = { ...staticHeaders, 'content-security-policy': cspFor(policy) };
      answerHeaders.set(policy, headers);
    }
    return headers;
  };
  const apiHeaders = apiAnswerHeaders(staticHeaders);
  const officeHeaders = officePageHeaders(staticHeaders);
  const officeDoorHeaders = officeDoorPageHeaders(staticHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiPath(request.url)) {
      reply.headers(apiHeaders);
      done();
      return;
    }
    // The back office has its own policy, whatever the shop's settings allow its pages.
    if (isOfficePath(request.url)) {
      reply.headers(isOfficeDoorPath(request.url) ? officeDoorHeaders : officeHeaders);
      done();
      return;
    }
    const policy = embedding();
    if (!(policy instanceof Promise)) {
      reply.headers(headersFor(policy));
      done();
      return;
    }
    void policy
      .catch(() => NONE)
      .then((settled) => {
        reply.headers(headersFor(settled));
        done();
      });
  });
};

const policies = new WeakMap<object, EmbeddingPolicy>();

/**
 * The shop settings that widen the policy: a configured tag manager, and the sites allowed to frame the
 * shop. The same settings object answers the same policy object, so its headers are assembled once.
 */
export const embeddingPolicy = (settings: { tag_manager_id: string | null; frame_ancestors: readonly string[] }): EmbeddingPolicy => {
  let policy = policies.get(settings);
  if (policy === undefined) {
    policy = {
      tagManager: settings.tag_manager_id !== null && settings.tag_manager_id.trim() !== '',
      frameAncestors: settings.frame_ancestors,
    };
    policies.set(settings, policy);
  }
  return policy;
};
