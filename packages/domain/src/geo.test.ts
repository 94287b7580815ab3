import { describe, expect, it } from 'vitest';
import { GREATER_LA_CENTER } from './constants';
import { distanceMiles } from './geo';

describe('distanceMiles', () => {
  it('is zero from a point to itself', () => {
    expect(distanceMiles(GREATER_LA_CENTER, GREATER_LA_CENTER)).toBe(0);
  });

  it('measures downtown Los Angeles to downtown San Diego at about 112 miles', () => {
    expect(distanceMiles(GREATER_LA_CENTER, { lat: 32.7157, lng: -117.1611 })).toBeCloseTo(111.6, 0);
  });
});
