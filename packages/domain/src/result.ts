/** Outcome of parsing shopper input: the value, or the message to show (one of `Messages`). */
export type Result<T> = { ok: true; value: T } | { ok: false; message: string };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = <T = never>(message: string): Result<T> => ({ ok: false, message });
