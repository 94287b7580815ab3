import { type Address, type AddressInput, SAVED_ADDRESS_LIMIT } from '@tread/domain';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { refuse } from '../../platform/errors';
import type { AreaService } from '../area';
import { addresses } from './tables';

type Row = typeof addresses.$inferSelect;

const toAddress = ({
  id,
  userId: _owner,
  createdAt: _created,
  updatedAt: _updated,
  ...row
}: Row): Address => ({
  addrId: id,
  ...row,
});

const sameCity = (a: string, b: string): boolean =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

const addressNotFound = () => refuse('ADDRESS_NOT_FOUND');

/** The address book: every query names the signed-in user, so another user's addrId is simply not found. */
export function addressService({ db, clock }: Deps, area: AreaService) {
  const mine = (userId: string, addrId: number) =>
    and(eq(addresses.userId, userId), eq(addresses.id, addrId));

  /** City, state and coordinates as the ZIP says: filled when left out, refused when they disagree. */
  function placeOf(input: AddressInput) {
    const place = area.zipPlace(input.zipCode.slice(0, 5));
    const mismatch = () => refuse('ZIP_MISMATCH');
    if (!place) throw mismatch();
    if (input.city && !sameCity(input.city, place.city)) throw mismatch();
    if (input.state && area.stateCode(input.state) !== place.state) throw mismatch();
    const lat = input.lat ?? place.lat;
    const lng = input.lng ?? place.lng;
    if (lat === null || lng === null) throw refuse('COORDINATES_REQUIRED');
    return { city: place.city, state: place.state, lat, lng };
  }

  function columnsOf(input: AddressInput) {
    return {
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      addressLine1: input.addressLine1,
      addressLine2: input.addressLine2,
      zipCode: input.zipCode,
      areaId: input.areaId,
      ...placeOf(input),
    };
  }

  /** One change to a user's book at a time, so the limit and the single default hold under races. */
  function inBook<T>(userId: string, change: (tx: Transaction) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`address-book:${userId}`}, 0))`);
      return change(tx);
    });
  }

  /** Makes `addrId` the user's only default (or billing) address. */
  async function makeOnly(tx: Transaction, userId: string, addrId: number, flag: 'isDefault' | 'isBilling') {
    await tx
      .update(addresses)
      .set({ [flag]: false })
      .where(and(eq(addresses.userId, userId), ne(addresses.id, addrId), eq(addresses[flag], true)));
    await tx
      .update(addresses)
      .set({ [flag]: true, updatedAt: clock.now() })
      .where(mine(userId, addrId));
  }

  async function get(userId: string, addrId: number, tx: Transaction | typeof db = db): Promise<Address> {
    const [row] = await tx.select().from(addresses).where(mine(userId, addrId));
    if (!row) throw addressNotFound();
    return toAddress(row);
  }

  return {
    get: (userId: string, addrId: number) => get(userId, addrId),

    /** The default first, then the newest. */
    async list(userId: string): Promise<Address[]> {
      const rows = await db
        .select()
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
      return rows.map(toAddress);
    },

    /** At most SAVED_ADDRESS_LIMIT; the first address becomes the default. */
    add(userId: string, input: AddressInput): Promise<Address> {
      const columns = columnsOf(input);
      return inBook(userId, async (tx) => {
        const [saved] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
        const existing = saved?.n ?? 0;
        if (existing >= SAVED_ADDRESS_LIMIT) throw refuse('ADDRESS_LIMIT');
        const now = clock.now();
        const [row] = await tx
          .insert(addresses)
          .values({ userId, ...columns, createdAt: now, updatedAt: now })
          .returning({ id: addresses.id });
        const addrId = row!.id;
        if (input.isDefault || existing === 0) await makeOnly(tx, userId, addrId, 'isDefault');
        if (input.isBilling) await makeOnly(tx, userId, addrId, 'isBilling');
        return get(userId, addrId, tx);
      });
    },

    /** isDefault: true moves the default here (it cannot be switched off, only moved); isBilling toggles. */
    update(userId: string, addrId: number, input: AddressInput): Promise<Address> {
      const columns = columnsOf(input);
      return inBook(userId, async (tx) => {
        const [row] = await tx
          .update(addresses)
          .set({
            ...columns,
            updatedAt: clock.now(),
            ...(input.isBilling === false ? { isBilling: false } : {}),
          })
          .where(mine(userId, addrId))
          .returning({ id: addresses.id });
        if (!row) throw addressNotFound();
        if (input.isDefault) await makeOnly(tx, userId, addrId, 'isDefault');
        if (input.isBilling) await makeOnly(tx, userId, addrId, 'isBilling');
        return get(userId, addrId, tx);
      });
    },

    /** Deleting the default hands it to the newest remaining address. */
    remove(userId: string, addrId: number): Promise<void> {
      return inBook(userId, async (tx) => {
        const [removed] = await tx
          .delete(addresses)
          .where(mine(userId, addrId))
          .returning({ wasDefault: addresses.isDefault });
        if (!removed) throw addressNotFound();
        if (!removed.wasDefault) return;
        const [next] = await tx
          .select({ id: addresses.id })
          .from(addresses)
          .where(eq(addresses.userId, userId))
          .orderBy(desc(addresses.createdAt), desc(addresses.id))
          .limit(1);
        if (next) await makeOnly(tx, userId, next.id, 'isDefault');
      });
    },

    setDefault: (userId: string, addrId: number) => markOnly(userId, addrId, 'isDefault'),
    setBilling: (userId: string, addrId: number) => markOnly(userId, addrId, 'isBilling'),
  };

  function markOnly(userId: string, addrId: number, flag: 'isDefault' | 'isBilling'): Promise<Address> {
    return inBook(userId, async (tx) => {
      await get(userId, addrId, tx);
      await makeOnly(tx, userId, addrId, flag);
      return get(userId, addrId, tx);
    });
  }
}
export type AddressService = ReturnType<typeof addressService>;
