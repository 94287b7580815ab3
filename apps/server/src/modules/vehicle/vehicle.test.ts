import { Messages, type VehicleInfo, type VehiclePartsAnswer, vinCheckDigit } from '@tread/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plates } from '../../../seed/catalog';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, query: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, query });
/** The seeded 2019 Camry LE plate and its real-pattern, check-digit-valid VIN. */
const camryPlate = plates.find((plate) => plate.vehicleId === '2019-toyota-camry-le-2.5l' && plate.vin)!;
const withCheckDigit = (draft: string) => `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;

describe('car-select steps', () => {
  it('walks year → make → model → trim, with OE sizes on each trim', async () => {
    const { years } = (await get('/api/vehicle/years')).json();
    expect(years[0]).toBe(2025);
    expect(years.at(-1)).toBe(2005);
    const { makes } = (await get('/api/vehicle/makes', { year: '2019' })).json();
    expect(makes).toEqual(expect.arrayContaining(['Toyota', 'Honda', 'Ford']));
    const { models } = (await get('/api/vehicle/models', { year: '2019', make: 'toyota' })).json();
    expect(models).toContain('Camry');
    const { trims } = (
      await get('/api/vehicle/trims', { year: '2019', make: 'Toyota', model: 'camry' })
    ).json();
    const le = trims.find((trim: VehicleInfo) => trim.trim === 'LE');
    expect(le).toMatchObject({
      vehicleId: '2019-toyota-camry-le-2.5l',
      carName: '2019 Toyota Camry LE 2.5L I4',
      frontSize: '205/65R16',
      rearSize: null,
      staggered: false,
    });
    expect((await get('/api/vehicle/makes', { year: 'next' })).statusCode).toBe(400);
  });

  it('finds vehicles by name (SPEC §7 getVehicleByVehicleName)', async () => {
    const { records } = (
      await get('/api/vehicle/v2/getVehicleByVehicleName', { vehicleName: '2019 toyota camry le' })
    ).json();
    expect(records.map((v: VehicleInfo) => v.vehicleId)).toContain('2019-toyota-camry-le-2.5l');
    const none = (
      await get('/api/vehicle/v2/getVehicleByVehicleName', { vehicleName: '1999 Nothing' })
    ).json();
    expect(none.records).toEqual([]);
  });
});

describe('original tire sizes', () => {
  it('answers front, rear and optional sizes with how many tires we have', async () => {
    const staggered = (
      await get('/api/vehicleParts/getPartsParam/2014-lexus-is-is-350-f-sport-3.5l')
    ).json<VehiclePartsAnswer>();
    expect(staggered.front).toMatchObject({ position: 'front', sizeKey: '225/40R18', width: 225, ratio: 40 });
    expect(staggered.rear).toMatchObject({ position: 'rear', sizeKey: '255/35R18' });
    expect(staggered.oriPartsTire).toHaveLength(2);
    expect(staggered.front.prodCnt).toBeGreaterThan(0);
    const unknown = await get('/api/vehicleParts/getPartsParam/1999-nothing');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(Messages.NoOriginalTireSize);
  });
});

describe('license plates', () => {
  it('resolves a seeded plate, in any case and spacing', async () => {
    const plate = `${camryPlate.plate.slice(0, 3).toLowerCase()} ${camryPlate.plate.slice(3)}`;
    const res = await get('/api/vehicle/byPlate', { state: 'ca', plate });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      state: 'CA',
      vin: camryPlate.vin,
      vehicle: { vehicleId: camryPlate.vehicleId },
    });
  });

  it.each([
    [{ state: 'CA', plate: 'ZZZ0000' }, 404, Messages.NoVehicleInformation],
    [{ state: 'NV', plate: camryPlate.plate }, 404, Messages.NoVehicleInformation],
    [{ plate: camryPlate.plate }, 400, Messages.StateRequired],
    [{ state: 'CA', plate: '  ' }, 400, Messages.LicensePlateRequired],
  ])('answers %j with %i', async (query, status, message) => {
    const res = await get('/api/vehicle/byPlate', query);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
  });
});

describe('VINs', () => {
  it('decodes a real, check-digit-valid VIN to the seeded vehicle, best trim first', async () => {
    const res = await get('/api/vehicle/byVin', { vin: camryPlate.vin!.toLowerCase() });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ vin: camryPlate.vin, year: 2019, make: 'Toyota', model: 'Camry' });
    expect(answer.vehicles.every((v: VehicleInfo) => v.model === 'Camry' && v.year === 2019)).toBe(true);
    expect(['LE', 'SE', 'XLE']).toContain(answer.vehicles[0].trim);
  });

  it('matches a model with its series (Silverado + 1500)', async () => {
    const silverado = plates.find((plate) => plate.vehicleId.includes('silverado') && plate.vin)!;
    const answer = (await get('/api/vehicle/byVin', { vin: silverado.vin! })).json();
    expect(answer.vehicles[0]).toMatchObject({ model: 'Silverado 1500', trim: 'LT' });
  });

  it.each([
    ['', Messages.VinBarcodeRequired, 400],
    [
      `${camryPlate.vin!.slice(0, 8)}${camryPlate.vin![8] === '1' ? '2' : '1'}${camryPlate.vin!.slice(9)}`,
      Messages.VinInvalid,
      400,
    ],
    ['4T1B11HK8KU20856', Messages.VinInvalid, 400],
    [withCheckDigit('1G1AZ37J0AR100001'), Messages.VinInvalid, 400],
    [withCheckDigit('9ZZZZZZZ0LZ000001'), Messages.VinNotIdentified, 404],
  ])('answers VIN %j with %j', async (vin, message, status) => {
    const res = await get('/api/vehicle/byVin', { vin });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
  });
});
