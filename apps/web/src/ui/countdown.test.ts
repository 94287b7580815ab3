import { describe, expect, it } from 'vitest';
import { formatCountdown, onDeviceClock, secondsUntil } from './countdown';

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

describe('a deadline of the server on the device', () => {
  it('moves the deadline by how far the device clock is off the server clock', () => {
    const receivedAt = Date.parse('2026-11-27T20:00:00.000Z');
    // The device runs 90 s behind the server: the sale opens 90 s earlier on its clock.
    expect(
      onDeviceClock('2026-11-27T21:00:00.000Z', '2026-11-27T20:01:30.000Z', receivedAt) - receivedAt,
    ).toBe(58.5 * 60_000);
    expect(onDeviceClock('2026-11-27T21:00:00.000Z', '2026-11-27T20:00:00.000Z', receivedAt)).toBe(
      Date.parse('2026-11-27T21:00:00.000Z'),
    );
  });
});
