import type { FastifyInstance } from 'fastify';
import type { EdgeCache } from '../http/edge-cache.js';
import { PublicRoute } from '../http/public-read.js';

/**
 * Attaches every public read (`http/public-read.ts`) registered from now on, in this instance and
 * its children, to the edge cache, and refuses at registration a route declared public by hand or
 * one whose declaration could let a request's headers or session reach a kept answer.
 */
export const registerPublicReads = (app: FastifyInstance, edge: EdgeCache): void => {
  app.addHook('onRoute', (route) => {
    const declared: unknown = route.config?.publicRead;
    if (declared === undefined) return;
    if (!(declared instanceof PublicRoute)) throw new Error(`${route.url} cannot be a public read: declare it with publicRead(), whose computation sees only the validated path and query.`);
    declared.attach(edge, route);
  });
};
