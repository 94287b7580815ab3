import { isStaffRole, Messages, type UserRole } from '@tread/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** Who made a request: the signed-in user of a valid access token. */
export type Principal = { userId: string; role: UserRole; sessionId: string };

/** Finds the live session of an access token (the account module provides it). */
export type AccessTokenResolver = (accessToken: string) => Promise<Principal | null>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on /api/p/* and /api/admin/* routes; null elsewhere. */
    principal: Principal | null;
  }
}

const CUSTOMER_PREFIX = '/api/p/';
const STAFF_PREFIX = '/api/admin/';

/** SPEC §7 sends the bare token in Authorization; a 'Bearer ' prefix is accepted too. */
function readAccessToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization?.trim();
  if (!header) return null;
  return header.replace(/^Bearer\s+/i, '') || null;
}

const unauthorized = (message: string) => new AppError(401, 'UNAUTHORIZED', message);
const forbidden = () => new AppError(403, 'FORBIDDEN', Messages.Forbidden);

/**
 * Guards every route by its path, so no module can forget: /api/p/* needs a signed-in user,
 * /api/admin/* a staff role. Register before the routes.
 */
export function registerAuth(app: FastifyInstance, resolve: AccessTokenResolver): void {
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url;
    if (!route) return;
    const forStaff = route.startsWith(STAFF_PREFIX);
    if (!forStaff && !route.startsWith(CUSTOMER_PREFIX)) return;
    const token = readAccessToken(request);
    if (!token) throw unauthorized(Messages.Unauthorized);
    const principal = await resolve(token);
    if (!principal) throw unauthorized(Messages.SessionExpiredBody);
    if (forStaff && !isStaffRole(principal.role)) throw forbidden();
    request.principal = principal;
  });
}

/** The signed-in user of a /api/p/* or /api/admin/* route. */
export function signedIn(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized(Messages.Unauthorized);
  return request.principal;
}

/** The signed-in staff member, refused unless their role is one of `roles`. */
export function requireRole(request: FastifyRequest, roles: readonly UserRole[]): Principal {
  const principal = signedIn(request);
  if (!roles.includes(principal.role)) throw forbidden();
  return principal;
}
