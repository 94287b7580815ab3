import { describe, expect, it } from 'vitest';
import { bestColumns, shortDateRange, tractionRank } from './compare-rows';

describe('the best of a row', () => {
  it('marks every column holding the highest value', () => {
    expect([...bestColumns([540, 700, null, 700])]).toEqual([1, 3]);
  });

  it('marks none among equals or with a single value', () => {
    expect(bestColumns([600, 600]).size).toBe(0);
    expect(bestColumns([600, null]).size).toBe(0);
  });

  it('ranks traction grades AA above A', () => {
    expect([...bestColumns([tractionRank('A'), tractionRank('AA'), tractionRank(null)])]).toEqual([1]);
  });

  it('shortens a delivery range', () => {
    expect(shortDateRange('2025-06-03', '2025-06-05')).toBe('Jun 3 – Jun 5');
  });
});
