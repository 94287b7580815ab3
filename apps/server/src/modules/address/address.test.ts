import { Messages } from '@tread/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Customer, signUp } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
let ann: Customer;
beforeAll(async () => {
  t = await createTestApp();
  ann = await signUp(t);
});
afterAll(() => t.close());

const home = {
  firstName: 'Ann',
  lastName: 'Lee',
  phone: '(213) 555-0101',
  addressLine1: '350 S Grand Ave',
  zipCode: '90071',
};
const office = { ...home, addressLine1: '1 Market St', addressLine2: 'Suite 300', zipCode: '94105' };

const api = (who: Customer, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/p/address/${url}`,
    headers: who.headers,
    ...(payload ? { payload } : {}),
  });
const add = (who: Customer, payload: object) => api(who, 'POST', 'addAddr', payload);
const list = async (who: Customer) => (await api(who, 'GET', 'list')).json();

describe('adding an address', () => {
  it('fills city, state and coordinates from the ZIP and makes the first address the default', async () => {
    const me = await signUp(t);
    const res = await add(me, home);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      addrId: expect.any(Number),
      firstName: 'Ann',
      lastName: 'Lee',
      phone: '2135550101',
      addressLine1: '350 S Grand Ave',
      addressLine2: '',
      city: 'Los Angeles',
      state: 'CA',
      zipCode: '90071',
      areaId: 1002,
      isDefault: true,
      isBilling: false,
      lat: 34.0529,
      lng: -118.2549,
    });
    const second = await add(me, office);
    expect(second.json()).toMatchObject({ city: 'San Francisco', state: 'CA', isDefault: false });
  });

  it('accepts a city and state that match the ZIP, in any case, and ZIP+4', async () => {
    const res = await add(ann, { ...home, city: 'los angeles', state: 'california', zipCode: '90071-1234' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ city: 'Los Angeles', state: 'CA', zipCode: '90071-1234' });
  });

  it('keeps coordinates given with the address', async () => {
    const res = await add(ann, { ...home, lat: 34.05, lng: -118.25 });
    expect(res.json()).toMatchObject({ lat: 34.05, lng: -118.25 });
  });

  it.each([
    [{ city: 'San Diego' }, Messages.ZipMismatch],
    [{ state: 'NV' }, Messages.ZipMismatch],
    [{ zipCode: '00000' }, Messages.ZipMismatch],
    [{ zipCode: '34001' }, Messages.LatLngRequired],
    [{ zipCode: '' }, Messages.ZipRequired],
    [{ zipCode: '9007' }, Messages.ZipInvalid],
    [{ firstName: '' }, Messages.ConsigneeNameRequired],
    [{ lastName: 'L3e' }, Messages.ConsigneeNameRule],
    [{ firstName: 'A' }, Messages.ConsigneeNameRule],
    [
      { firstName: 'Maximiliana Alexandra', lastName: 'Featherstonehaugh' },
      Messages.ConsigneeFullNameTooLong,
    ],
    [{ addressLine1: '' }, Messages.DetailedAddressRequired],
    [{ addressLine1: '12' }, Messages.AddressLine1Rule],
    [{ addressLine1: 'me@350 Grand Ave' }, Messages.AddressLine1Rule],
    [{ addressLine1: '350 South Grand Avenue Suite 4000' }, Messages.AddressLine1Rule],
    [{ addressLine2: 'Apt #4' }, Messages.AddressLine2Rule],
    [{ phone: '555-0101' }, Messages.InvalidPhoneNumber],
    [{ phone: '' }, Messages.ContactNumberRequired],
    [{ lat: 34.05 }, Messages.LatLngRequired],
    [{ lat: 91, lng: 0 }, Messages.LatitudeOutOfRange],
    [{ lat: 0, lng: -181 }, Messages.LongitudeOutOfRange],
    [{ areaId: 86 }, Messages.StateAndCityRequired],
  ])('refuses %j with the spec message', async (change, message) => {
    const res = await add(ann, { ...home, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('stops at 10 addresses', async () => {
    const me = await signUp(t);
    for (let i = 0; i < 10; i++) expect((await add(me, home)).statusCode).toBe(200);
    const res = await add(me, home);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The number of new addresses has reached the upper limit (10 entries)');
  });

  it('keeps the limit and a single default when 12 adds arrive at once', async () => {
    const me = await signUp(t);
    const answers = await Promise.all(Array.from({ length: 12 }, () => add(me, home)));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(10);
    const book = await list(me);
    expect(book).toHaveLength(10);
    expect(book.filter((a: { isDefault: boolean }) => a.isDefault)).toHaveLength(1);
  });
});

describe('the address book', () => {
  it('lists the default first, then the newest, and reads one address', async () => {
    const me = await signUp(t);
    const first = (await add(me, home)).json();
    const second = (await add(me, office)).json();
    expect((await list(me)).map((a: { addrId: number }) => a.addrId)).toEqual([first.addrId, second.addrId]);
    const one = await api(me, 'GET', `addrInfo/${second.addrId}`);
    expect(one.json()).toEqual(second);
  });

  it('edits an address, checking the ZIP again', async () => {
    const me = await signUp(t);
    const saved = (await add(me, home)).json();
    const res = await api(me, 'PUT', 'updateAddr', { ...office, addrId: saved.addrId });
    expect(res.json()).toMatchObject({ addrId: saved.addrId, city: 'San Francisco', isDefault: true });
    const bad = await api(me, 'PUT', 'updateAddr', { ...office, city: 'Oakland', addrId: saved.addrId });
    expect(bad.json().message).toBe(Messages.ZipMismatch);
  });

  it('moves the default, so there is only ever one', async () => {
    const me = await signUp(t);
    const first = (await add(me, home)).json();
    const second = (await add(me, office)).json();
    const res = await api(me, 'PUT', `defaultAddr/${second.addrId}`);
    expect(res.json()).toMatchObject({ addrId: second.addrId, isDefault: true });
    const book = await list(me);
    expect(book.map((a: { addrId: number; isDefault: boolean }) => [a.addrId, a.isDefault])).toEqual([
      [second.addrId, true],
      [first.addrId, false],
    ]);
    const third = (await add(me, { ...home, isDefault: true })).json();
    expect((await list(me)).filter((a: { isDefault: boolean }) => a.isDefault)).toEqual([third]);
  });

  it('keeps the default when an edit says isDefault: false', async () => {
    const me = await signUp(t);
    const saved = (await add(me, home)).json();
    const res = await api(me, 'PUT', 'updateAddr', { ...home, addrId: saved.addrId, isDefault: false });
    expect(res.json().isDefault).toBe(true);
  });

  it('sets one billing address, which an edit can switch off', async () => {
    const me = await signUp(t);
    const first = (await add(me, { ...home, isBilling: true })).json();
    expect(first.isBilling).toBe(true);
    const second = (await add(me, office)).json();
    await api(me, 'PUT', `billingAddr/${second.addrId}`);
    const book = await list(me);
    expect(
      book.filter((a: { isBilling: boolean }) => a.isBilling).map((a: { addrId: number }) => a.addrId),
    ).toEqual([second.addrId]);
    const off = await api(me, 'PUT', 'updateAddr', { ...office, addrId: second.addrId, isBilling: false });
    expect(off.json().isBilling).toBe(false);
  });

  it('hands the default to the newest remaining address when the default is deleted', async () => {
    const me = await signUp(t);
    const first = (await add(me, home)).json();
    await add(me, office);
    const newest = (await add(me, office)).json();
    expect((await api(me, 'DELETE', `deleteAddr/${first.addrId}`)).json()).toEqual({ ok: true });
    const book = await list(me);
    expect(book).toHaveLength(2);
    expect(book[0]).toMatchObject({ addrId: newest.addrId, isDefault: true });
    expect((await api(me, 'GET', `addrInfo/${first.addrId}`)).statusCode).toBe(404);
  });

  it('answers 404 for an id that does not exist or is not a number', async () => {
    expect((await api(ann, 'GET', 'addrInfo/999999')).statusCode).toBe(404);
    expect((await api(ann, 'GET', 'addrInfo/99999999999')).statusCode).toBe(400);
    expect((await api(ann, 'DELETE', 'deleteAddr/999999')).statusCode).toBe(404);
  });
});

describe('one customer and another', () => {
  it("cannot read, change, delete or flag the other's addresses, even naming their ids", async () => {
    const owner = await signUp(t);
    const intruder = await signUp(t);
    const mine = (await add(owner, home)).json();
    const other = (await add(owner, office)).json();
    const before = await list(owner);

    const attempts = [
      await api(intruder, 'GET', `addrInfo/${mine.addrId}`),
      await api(intruder, 'PUT', 'updateAddr', { ...office, addrId: mine.addrId }),
      await api(intruder, 'DELETE', `deleteAddr/${mine.addrId}`),
      await api(intruder, 'PUT', `defaultAddr/${other.addrId}`),
      await api(intruder, 'PUT', `billingAddr/${other.addrId}`),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(Messages.NotFound);
    }
    expect(await list(intruder)).toEqual([]);
    expect(await list(owner)).toEqual(before);
  });

  it('needs a signed-in customer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/p/address/list' });
    expect(res.statusCode).toBe(401);
  });
});
