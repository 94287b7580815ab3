import { describe, expect, it } from 'vitest';
import {
  describeSpeedRating,
  LOAD_INDEX_TABLE,
  loadCapacity,
  SPEED_RATINGS,
  speedRating,
} from './tire-specs';

describe('load index table', () => {
  it('covers 60..130 with one row each', () => {
    expect(LOAD_INDEX_TABLE).toHaveLength(71);
    expect(LOAD_INDEX_TABLE.map((row) => row.index)).toEqual(Array.from({ length: 71 }, (_, i) => 60 + i));
  });

  it.each([
    [60, 250, 551],
    [75, 387, 853],
    [91, 615, 1356],
    [94, 670, 1477],
    [100, 800, 1764],
    [115, 1215, 2679],
    [121, 1450, 3197],
    [130, 1900, 4189],
  ])('%i carries %i kg / %i lb', (index, kg, lb) => {
    expect(loadCapacity(index)).toEqual({ index, kg, lb });
  });

  it('rises with the index', () => {
    for (let i = 1; i < LOAD_INDEX_TABLE.length; i++) {
      expect(LOAD_INDEX_TABLE[i]?.kg).toBeGreaterThan(
        LOAD_INDEX_TABLE[i - 1]?.kg ?? Number.POSITIVE_INFINITY,
      );
    }
  });

  it('has no row outside 60..130', () => {
    expect(loadCapacity(59)).toBeUndefined();
    expect(loadCapacity(131)).toBeUndefined();
    expect(loadCapacity(90.5)).toBeUndefined();
  });
});

describe('speed ratings', () => {
  it.each([
    ['L', 75, 120],
    ['s', 112, 180],
    ['H', 130, 210],
    ['v', 149, 240],
    ['W', 168, 270],
    ['Y', 186, 300],
  ])('%s is %i mph / %i km/h', (symbol, mph, kmh) => {
    expect(speedRating(symbol)).toMatchObject({ mph, kmh, orAbove: false });
  });

  it('Z and (Y) are open-ended', () => {
    expect(describeSpeedRating(speedRating('Z') ?? SPEED_RATINGS[0]!)).toBe('over 149 mph (240 km/h)');
    expect(describeSpeedRating(speedRating('(y)') ?? SPEED_RATINGS[0]!)).toBe('over 186 mph (300 km/h)');
    expect(describeSpeedRating(speedRating('T') ?? SPEED_RATINGS[0]!)).toBe('118 mph (190 km/h)');
  });

  it('orders L..Y by speed and knows no other letters', () => {
    const closed = SPEED_RATINGS.filter((rating) => !rating.orAbove).map((rating) => rating.mph);
    expect(closed).toEqual([...closed].sort((a, b) => a - b));
    expect(speedRating('K')).toBeUndefined();
  });
});
