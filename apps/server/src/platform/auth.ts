import { isStaffRole, type UserRole } from '@tread/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { refuse } from './errors';

/** Who made a request: the signed-in user of a valid access token. */
export type Principal = { userId: string; role: UserRole; sessionId: string };

/** Finds the live session of an access token (the account module provides it). */
export type AccessTokenResolver = (accessToken: string) => Promise<Principal | null>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on /api/p/* and /api/admin/* routes, and on optionalAuth routes when a token is sent; null elsewhere. */
    principal: Principal | null;
  }
  interface FastifyContextConfig {
    /** The staff roles an /api/admin/* route allows; every such route must declare them. */
    staffRoles?: readonly UserRole[];
    /** A public route that answers a signed-in shopper differently (a coupon's claim state): the token is read if sent. */
    optionalAuth?: boolean;
  }
}

const CUSTOMER_PREFIX = '/api/p/';
export const STAFF_PREFIX = '/api/admin/';

/** SPEC §7 sends the bare token in Authorization; a 'Bearer ' prefix is accepted too. */
function readAccessToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization?.trim();
  if (!header) return null;
  return header.replace(/^Bearer\s+/i, '') || null;
}

/**
 * Guards every route by its path, so no module can forget: /api/p/* needs a signed-in user, /api/admin/*
 * a staff role among those the route declares in `config.staffRoles`. A staff route declaring none does
 * not start. Register before the routes.
 */
export function registerAuth(app: FastifyInstance, resolve: AccessTokenResolver): void {
  app.decorateRequest('principal', null);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(STAFF_PREFIX)) return;
    const roles = route.config?.staffRoles;
    if (!roles || roles.length === 0 || !roles.every(isStaffRole)) {
      throw new Error(
        `${route.method} ${route.url} must declare the staff roles it allows (config.staffRoles)`,
      );
    }
  });
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url;
    if (!route) return;
    const forStaff = route.startsWith(STAFF_PREFIX);
    if (!forStaff && !route.startsWith(CUSTOMER_PREFIX)) {
      const token = request.routeOptions.config.optionalAuth ? readAccessToken(request) : null;
      // An expired or unknown token on a public page reads as a guest, never a refusal.
      if (token) request.principal = await resolve(token);
      return;
    }
    const token = readAccessToken(request);
    if (!token) throw refuse('UNAUTHORIZED');
    const principal = await resolve(token);
    if (!principal) throw refuse('SESSION_EXPIRED');
    if (forStaff && !request.routeOptions.config.staffRoles?.includes(principal.role))
      throw refuse('FORBIDDEN');
    request.principal = principal;
  });
}

/** The signed-in user of a /api/p/* or /api/admin/* route. */
export function signedIn(request: FastifyRequest): Principal {
  if (!request.principal) throw refuse('UNAUTHORIZED');
  return request.principal;
}
