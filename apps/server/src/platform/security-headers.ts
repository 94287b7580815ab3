import { createHash } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import helmet from 'helmet';

/** Security headers on every answer (issue 11): a strict CSP, no framing, nosniff, a referrer policy. */

type Directives = Record<string, readonly string[]>;

/** One policy's headers, computed once: a request only adds them to its answer's headers. */
export type SecurityHeaders = Readonly<Record<string, string>>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A server-rendered page's own policy (see pageSecurity); every other route gets the shop's. */
    securityHeaders?: SecurityHeaders;
  }
}

// The shop serves everything itself: its script, styles, images and API; nothing may frame it.
const SHOP_DIRECTIVES: Directives = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'"],
  'connect-src': ["'self'"],
};

/** What helmet sets for these directives, read once off a response that is never sent. */
function headersFor(directives: Directives): SecurityHeaders {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    xFrameOptions: { action: 'deny' },
    // The browser's own default: other sites see only the shop's origin, never a page's path or query.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  })(response.req, response, () => undefined);
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
  );
}

export function registerSecurityHeaders(app: FastifyInstance, policy: PagePolicy = {}): void {
  const shopHeaders = pageSecurity(policy);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.routeOptions.config.securityHeaders ?? shopHeaders);
    done();
  });
}

/** A CSP source allowing exactly this inline `<script>` or `<style>` text. */
export const inlineSource = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** What a server-rendered page adds to the shop's policy: its inline blocks and other sources it uses. */
export type PagePolicy = {
  inlineScripts?: readonly string[];
  inlineStyles?: readonly string[];
  /** Extra sources by directive, e.g. a payment provider's script and frame hosts. */
  sources?: Directives;
};

/** The shop's headers with a CSP that also allows what `policy` names, for a route's `config`. */
export function pageSecurity(policy: PagePolicy): SecurityHeaders {
  const directives: Record<string, readonly string[]> = { ...SHOP_DIRECTIVES };
  const add = (name: string, sources: readonly string[]) => {
    directives[name] = [...(directives[name] ?? SHOP_DIRECTIVES['default-src'] ?? []), ...sources];
  };
  add('script-src', (policy.inlineScripts ?? []).map(inlineSource));
  add('style-src', (policy.inlineStyles ?? []).map(inlineSource));
  for (const [name, sources] of Object.entries(policy.sources ?? {})) add(name, sources);
  return headersFor(directives);
}

/** What every page of the shop may load beyond itself: the map's tiles when another server draws them (issue 19). */
export function shopPagePolicy(mapTiles: { url: string } | null): PagePolicy {
  const origin = mapTiles?.url.match(/^https?:\/\/[^/]+/)?.[0];
  // A template's {s} subdomain stands for any of the tile server's hosts.
  return origin ? { sources: { 'img-src': [origin.replace('//{s}.', '//*.')] } } : {};
}

const docsHeaders = pageSecurity({ sources: { 'style-src': ["'unsafe-inline'"] } });

/** Swagger UI sets style attributes as it renders: its page may use inline styles; scripts stay the shop's. */
export const apiDocsSecurity: onRequestHookHandler = (_request, reply, done) => {
  reply.headers(docsHeaders);
  done();
};
