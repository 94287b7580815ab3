import type { HomePageConfig } from '@tread/domain';

/** What a gated page needs first: signing in, a vehicle, a tire size (either will do when both are asked). */
export type StorefrontNeed = 'login' | 'vehicle' | 'size' | 'vehicle-or-size';

export interface Visitor {
  signedIn: boolean;
  hasVehicle: boolean;
  hasSize: boolean;
}

/** A page as the gate sees it: on the whitelist, or needing sign-in for itself (SPEC §6, the session guard's job). */
export interface GatedPage {
  whitelist: boolean;
  needsLogin: boolean;
}

type Switches = Pick<HomePageConfig, 'forceLogin' | 'forceAddVehicle' | 'forceAddTireSize'>;

/** Pages that need sign-in anyway (orders, the account) are never gated: the shopper is not shopping there. */
export const mayGate = (page: GatedPage): boolean => !page.whitelist && !page.needsLogin;

/**
 * SPEC §2 'Navigation rules': pages off the whitelist can be gated by the marketing switches. Sign-in comes first;
 * a vehicle and a size are both ways to say what fits, so with both switches on either is enough.
 */
export function storefrontNeed(switches: Switches, page: GatedPage, visitor: Visitor): StorefrontNeed | null {
  if (!mayGate(page)) return null;
  if (switches.forceLogin && !visitor.signedIn) return 'login';
  const fits = { vehicle: visitor.hasVehicle, size: visitor.hasSize };
  if (switches.forceAddVehicle && switches.forceAddTireSize)
    return fits.vehicle || fits.size ? null : 'vehicle-or-size';
  if (switches.forceAddVehicle && !fits.vehicle) return 'vehicle';
  if (switches.forceAddTireSize && !fits.size) return 'size';
  return null;
}
