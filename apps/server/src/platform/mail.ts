import type { OutboxAnswer, OutboxFilters } from '@tread/domain';
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import type { Deps } from './deps';
import { mailOutbox } from './mail-tables';
import { pageAnswer } from './paging';

export type Mail = { to: string; subject: string; text: string };

export type MailLog = Pick<FastifyBaseLogger, 'info'>;

/** Outgoing e-mail: SMTP when SMTP_URL is set, else the outbox table. */
export type Mailer = { send(mail: Mail): Promise<void> };

function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    send: async (mail) => {
      await transport.sendMail({ from, ...mail });
    },
  };
}

function outboxMailer({ db, clock }: Deps, log: MailLog): Mailer {
  return {
    send: async (mail) => {
      await db.insert(mailOutbox).values({ ...mail, createdAt: clock.now() });
      // Never the text: it carries verification and reset codes.
      log.info({ to: mail.to, subject: mail.subject }, 'mail kept in the outbox');
    },
  };
}

export function createMailer(deps: Deps, log: MailLog): Mailer {
  return deps.config.smtpUrl
    ? smtpMailer(deps.config.smtpUrl, deps.config.mailFrom)
    : outboxMailer(deps, log);
}

/** One page of the outbox, newest first, optionally for one recipient. */
export async function listOutbox(db: Database, query: OutboxFilters): Promise<OutboxAnswer> {
  const where = query.to ? eq(mailOutbox.to, query.to) : undefined;
  const [counted] = await db.select({ n: count() }).from(mailOutbox).where(where);
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(where)
    .orderBy(desc(mailOutbox.id))
    .limit(query.size)
    .offset((query.current - 1) * query.size);
  const records = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  return pageAnswer(records, counted?.n ?? 0, query);
}
