import { GEOLOCATION_TIMEOUT_MS } from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentPosition } from './geolocation';

type Success = (position: { coords: { latitude: number; longitude: number } }) => void;
type Failure = (error: { code: number; message: string }) => void;

function stubGeolocation(answer: (success: Success, failure: Failure, options?: PositionOptions) => void) {
  const getCurrentPosition = vi.fn(answer);
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

beforeEach(() => vi.useFakeTimers());

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the shopper position', () => {
  it('answers the browser position with a 5 s time-out', async () => {
    const ask = stubGeolocation((success) => success({ coords: { latitude: 34.06, longitude: -118.24 } }));
    await expect(currentPosition()).resolves.toEqual({ lat: 34.06, lng: -118.24 });
    expect(ask.mock.calls[0]?.[2]).toMatchObject({ timeout: GEOLOCATION_TIMEOUT_MS });
  });

  it('is null when the shopper refuses location', async () => {
    stubGeolocation((_, failure) => failure({ code: 1, message: 'User denied Geolocation' }));
    await expect(currentPosition()).resolves.toBeNull();
  });

  it('is null after 5 s when the browser never answers', async () => {
    stubGeolocation(() => undefined);
    const position = currentPosition();
    await vi.advanceTimersByTimeAsync(GEOLOCATION_TIMEOUT_MS - 1);
    let settled = false;
    void position.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(position).resolves.toBeNull();
  });

  it('is null where the browser has no location at all', async () => {
    vi.stubGlobal('navigator', { ...navigator, geolocation: undefined });
    await expect(currentPosition()).resolves.toBeNull();
  });
});
