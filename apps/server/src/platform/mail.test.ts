import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { readConfig } from '../config';
import { createMailer, type MailLog } from './mail';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the outbox mailer', () => {
  it('keeps the mail in the outbox and never writes its text, which holds codes, to the log', async () => {
    const logged: unknown[] = [];
    const log: MailLog = { info: (...args: unknown[]) => logged.push(args) };
    const mailer = createMailer(
      { db: t.handle.db, changes: t.handle.changes, clock: t.clock, config: readConfig({}) },
      log,
    );
    await mailer.send({ to: 'ann@example.com', subject: 'Your code', text: 'Your code is 493817' });
    expect(JSON.stringify(logged)).toContain('ann@example.com');
    expect(JSON.stringify(logged)).not.toContain('493817');
  });
});
