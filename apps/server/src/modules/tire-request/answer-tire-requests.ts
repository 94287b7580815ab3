import {
  type AdminTireRequest,
  type AdminTireRequestsAnswer,
  type AdminTireRequestsQuery,
  NoticeKind,
  TireRequestStatus,
  type TireRequestUpdate,
} from '@tread/domain';
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Principal } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { refuse } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { pageAnswer } from '../../platform/paging';
import { recordStaffWrite } from '../../platform/staff-audit';
import type { NoticeService } from '../notice';
import { tireRequests } from './tables';

type RequestRow = typeof tireRequests.$inferSelect;

const staffRowOf = (row: RequestRow): AdminTireRequest => ({
  id: row.id,
  vehicleId: row.vehicleId,
  vehicleName: row.vehicleName,
  tireSize: row.tireSize,
  quantity: row.quantity,
  email: row.email,
  phone: row.phone,
  note: row.note,
  customerId: row.userId,
  status: row.status,
  reply: row.reply,
  repliedBy: row.repliedBy,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const trailOf = (row: RequestRow) => ({ status: row.status, reply: row.reply });

export type AnswerPorts = { notify: NoticeService['notify']; mailer: Mailer; log: FastifyBaseLogger };

/**
 * Staff read the requests, newest first, and answer or close them. An answer reaches the shopper at once: a
 * notice in the message center (signed-in shoppers) and an e-mail (everyone, guests included).
 */
export function answerTireRequests({ db, clock }: Deps, ports: AnswerPorts) {
  return {
    async list(query: AdminTireRequestsQuery): Promise<AdminTireRequestsAnswer> {
      const where = query.status ? eq(tireRequests.status, query.status) : undefined;
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(tireRequests)
          .where(where)
          .orderBy(desc(tireRequests.id))
          .limit(query.size)
          .offset((query.current - 1) * query.size),
        db.select({ n: count() }).from(tireRequests).where(where),
      ]);
      return pageAnswer(rows.map(staffRowOf), counted?.n ?? 0, query);
    },

    async update(by: Principal, id: number, change: TireRequestUpdate): Promise<AdminTireRequest> {
      const row = await db.transaction(async (tx) => {
        const now = clock.now();
        const [before] = await tx.select().from(tireRequests).where(eq(tireRequests.id, id)).for('update');
        if (!before) throw refuse('TIRE_REQUEST_NOT_FOUND');
        const answered = change.status === TireRequestStatus.Answered;
        const [after] = await tx
          .update(tireRequests)
          .set({
            status: change.status,
            ...(answered ? { reply: change.reply, repliedBy: by.userId } : {}),
            updatedAt: now,
          })
          .where(eq(tireRequests.id, id))
          .returning();
        if (!after) throw refuse('TIRE_REQUEST_NOT_FOUND');
        await recordStaffWrite(tx, {
          actor: by,
          action: `tire-request.${change.status === TireRequestStatus.Answered ? 'answer' : 'close'}`,
          subject: `tire-request:${id}`,
          before: trailOf(before),
          after: trailOf(after),
          at: now,
        });
        if (answered && after.userId)
          await ports.notify(tx, {
            userId: after.userId,
            kind: NoticeKind.Request,
            title: `About tires for your ${after.vehicleName}`,
            body: change.reply,
            path: null,
            // Each answer is news, so each gets its own notice.
            eventKey: `tire-request:${id}:answer:${now.getTime()}`,
          });
        return after;
      });
      if (change.status === TireRequestStatus.Answered) {
        // Sent once the answer is stored; a mail server that is down loses the mail, never the answer.
        await ports.mailer
          .send({ to: row.email, subject: `About tires for your ${row.vehicleName}`, text: change.reply })
          .catch((error: unknown) => ports.log.error({ err: error }, 'tire request answer not mailed'));
      }
      return staffRowOf(row);
    },
  };
}
export type AnswerTireRequests = ReturnType<typeof answerTireRequests>;
