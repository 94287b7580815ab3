import { describe, expect, it } from 'vitest';
import { storefrontNeed } from './gate';

const off = { forceLogin: false, forceAddVehicle: false, forceAddTireSize: false };
const shopping = { whitelist: false, needsLogin: false };
const guest = { signedIn: false, hasVehicle: false, hasSize: false };

describe('the marketing switches on a gated page (SPEC §2)', () => {
  it('gate nothing while off, and never a whitelisted page or one that needs sign-in anyway', () => {
    expect(storefrontNeed(off, shopping, guest)).toBeNull();
    const all = { forceLogin: true, forceAddVehicle: true, forceAddTireSize: true };
    expect(storefrontNeed(all, { whitelist: true, needsLogin: false }, guest)).toBeNull();
    expect(storefrontNeed(all, { whitelist: false, needsLogin: true }, guest)).toBeNull();
  });

  it('ask for sign-in first, then what fits', () => {
    const all = { forceLogin: true, forceAddVehicle: true, forceAddTireSize: false };
    expect(storefrontNeed(all, shopping, guest)).toBe('login');
    expect(storefrontNeed(all, shopping, { ...guest, signedIn: true })).toBe('vehicle');
    expect(storefrontNeed(all, shopping, { ...guest, signedIn: true, hasVehicle: true })).toBeNull();
  });

  it('want a vehicle, a size, or with both switches on either one', () => {
    const vehicle = { ...off, forceAddVehicle: true };
    const size = { ...off, forceAddTireSize: true };
    const both = { ...off, forceAddVehicle: true, forceAddTireSize: true };
    expect(storefrontNeed(vehicle, shopping, { ...guest, hasSize: true })).toBe('vehicle');
    expect(storefrontNeed(size, shopping, { ...guest, hasVehicle: true })).toBe('size');
    expect(storefrontNeed(size, shopping, { ...guest, hasSize: true })).toBeNull();
    expect(storefrontNeed(both, shopping, guest)).toBe('vehicle-or-size');
    expect(storefrontNeed(both, shopping, { ...guest, hasSize: true })).toBeNull();
    expect(storefrontNeed(both, shopping, { ...guest, hasVehicle: true })).toBeNull();
  });
});
