import { APPOINTMENT_BAYS_PER_SLOT } from '@tread/domain';
import { and, count, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { refuse } from '../../platform/errors';
import { appointmentSlots, appointments } from './tables';

/** A slot of an installer: the Los Angeles day and the start. */
export type SlotKey = { stationId: number; day: string; start: string };

/** Booked appointments of a slot. */
const inSlot = (slot: SlotKey) =>
  and(
    eq(appointments.stationId, slot.stationId),
    eq(appointments.day, slot.day),
    eq(appointments.start, slot.start),
    eq(appointments.status, 'booked'),
  );

/**
 * Holds the slot for this transaction and refuses SLOT_FULL when its bays are taken; the caller then writes its
 * appointment before committing. A checkout racing for the same slot waits here and, once this one commits,
 * counts the place it took.
 */
export async function takeSlotPlace(tx: Transaction, slot: SlotKey): Promise<void> {
  await tx.insert(appointmentSlots).values(slot).onConflictDoNothing();
  await tx
    .select({ stationId: appointmentSlots.stationId })
    .from(appointmentSlots)
    .where(
      and(
        eq(appointmentSlots.stationId, slot.stationId),
        eq(appointmentSlots.day, slot.day),
        eq(appointmentSlots.start, slot.start),
      ),
    )
    .for('update');
  const [booked] = await tx.select({ n: count() }).from(appointments).where(inSlot(slot));
  if ((booked?.n ?? 0) >= APPOINTMENT_BAYS_PER_SLOT) throw refuse('SLOT_FULL');
}
