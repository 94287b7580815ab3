import { describe, expect, it } from 'vitest';
import { admission } from './admission';

describe('admission', () => {
  it('turns a request away at once when no place is free and it may not wait', async () => {
    const gate = admission({ slots: 1, waitMs: 0 });
    const leave = await gate.enter();
    expect(leave).not.toBeNull();
    expect(await gate.enter()).toBeNull();
    leave?.();
    expect(await gate.enter()).not.toBeNull();
  });

  it('hands a freed place to the request that waited longest, and turns away one that waited too long', async () => {
    const gate = admission({ slots: 1, waitMs: 50 });
    const leave = await gate.enter();
    const first = gate.enter();
    const second = gate.enter();
    leave?.();
    const firstLeave = await first;
    expect(firstLeave).not.toBeNull();
    expect(await second).toBeNull();
    firstLeave?.();
    expect(await gate.enter()).not.toBeNull();
  });
});
