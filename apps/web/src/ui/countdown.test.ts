import { describe, expect, it } from 'vitest';
import { formatCountdown, secondsUntil } from './countdown';

describe('the payment countdown', () => {
  it('shows minutes and seconds inside the 30-minute window', () => {
    expect(formatCountdown(30 * 60)).toBe('30:00');
    expect(formatCountdown(29 * 60 + 5)).toBe('29:05');
    expect(formatCountdown(9)).toBe('00:09');
  });

  it('adds hours from an hour up and never goes below zero', () => {
    expect(formatCountdown(3600 + 62)).toBe('1:01:02');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-12)).toBe('00:00');
    expect(formatCountdown(59.9)).toBe('00:59');
  });

  it('counts a started second as left until the deadline passes', () => {
    const deadline = 1_000_000;
    expect(secondsUntil(deadline, deadline - 1500)).toBe(2);
    expect(secondsUntil(deadline, deadline)).toBe(0);
    expect(secondsUntil(deadline, deadline + 5000)).toBe(0);
  });
});
