import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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

const policies = new WeakMap<ServerResponse, EmbeddingPolicy>();
const NONE: EmbeddingPolicy = { tagManager: false, frameAncestors: [] };
const policyOf = (res: ServerResponse): EmbeddingPolicy => policies.get(res) ?? NONE;
const sources = (own: string[], extra: string[], policy: EmbeddingPolicy): string => [...own, ...(policy.tagManager ? extra : [])].join(' ');

/**
 * Security headers on every answer (@fastify/helmet): a Content-Security-Policy that allows the
 * shop's own files, the tag manager only when configured, and framing only by the listed sites;
 * nosniff; a referrer policy that keeps paths to ourselves. Styles may be inline (React style
 * attributes, the payment and outbox pages' own style blocks).
 */
export const registerSecurityHeaders = async (
  app: FastifyInstance,
  embedding: () => Promise<EmbeddingPolicy>,
  indexHtml: string | null,
): Promise<void> => {
  const scriptHashes = indexHtml === null ? [] : inlineScriptHashes(indexHtml);
  app.addHook('onRequest', async (_request, reply) => {
    policies.set(reply.raw, await embedding().catch(() => NONE));
  });
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        scriptSrc: [(_req, res) => sources(["'self'", ...scriptHashes], TAG_MANAGER.script, policyOf(res))],
        connectSrc: [(_req, res) => sources(["'self'"], TAG_MANAGER.connect, policyOf(res))],
        imgSrc: [(_req, res) => sources(["'self'", 'data:'], TAG_MANAGER.img, policyOf(res))],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'"],
        frameAncestors: [(_req, res) => {
          const allowed = policyOf(res).frameAncestors;
          return allowed.length === 0 ? "'none'" : ["'self'", ...allowed].join(' ');
        }],
      },
    },
    // frame-ancestors decides who may frame the shop; X-Frame-Options cannot name several sites.
    frameguard: false,
    // Catalog images may be shown by mail clients and partner sites.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
};

/** The shop settings that widen the policy: a configured tag manager, and the sites allowed to frame the shop. */
export const embeddingPolicy = (settings: { tag_manager_id: string | null; frame_ancestors: readonly string[] }): EmbeddingPolicy => ({
  tagManager: settings.tag_manager_id !== null && settings.tag_manager_id.trim() !== '',
  frameAncestors: settings.frame_ancestors,
});
