import { useEffect, useRef, useState } from 'react';

const pad = (value: number) => String(value).padStart(2, '0');

/** Seconds left as 'mm:ss', or 'h:mm:ss' from an hour up; never below '00:00'. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${pad(minutes)}:${pad(rest)}`;
}

/** Whole seconds from `now` until `endsAt` (ms since epoch), never negative. */
export function secondsUntil(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/**
 * A server instant on the device's clock: the server read `serverTime` when its answer reached the device at
 * `receivedAt` (ms), so a device clock set wrong still counts down to the right moment.
 */
export function onDeviceClock(instant: string, serverTime: string, receivedAt: number): number {
  return Date.parse(instant) - (Date.parse(serverTime) - receivedAt);
}

/**
 * Seconds left until `endsAt` (ms since epoch), ticking once a second and stopping at zero;
 * null while there is no deadline.
 */
export function useSecondsLeft(endsAt: number | null): number | null {
  const [now, setNow] = useState(Date.now);

  useEffect(() => {
    setNow(Date.now());
    if (endsAt === null || endsAt <= Date.now()) return;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= endsAt) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  return endsAt === null ? null : secondsUntil(endsAt, now);
}

/** Seconds left until `endsAt`, calling `onEnd` once at zero (the latest `onEnd`, so callers need not memoise it). */
export function useCountdown(endsAt: number, onEnd?: () => void): number {
  const seconds = useSecondsLeft(endsAt) ?? 0;
  const onEndRef = useRef(onEnd);
  onEndRef.current = onEnd;

  useEffect(() => {
    if (seconds === 0) onEndRef.current?.();
  }, [seconds]);

  return seconds;
}
