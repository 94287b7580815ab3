import { Messages } from '@tread/domain';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { areaService } from './service';
import { smartyStreets } from './street';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/area/${url}` });

describe('ZIP look-up', () => {
  it('answers the city, state and centroid of a full ZIP or ZIP+4', async () => {
    for (const zip of ['90071', '90071-1234']) {
      const res = await get(`getAutoCompleteStreetZipCode?zipCode=${zip}`);
      expect(res.json()).toEqual({
        zipcodes: [
          {
            zipcode: '90071',
            city: 'Los Angeles',
            state: 'CA',
            stateName: 'California',
            lat: 34.0529,
            lng: -118.2549,
          },
        ],
      });
    }
  });

  it('suggests up to 10 ZIPs starting with the digits typed, in order', async () => {
    const zips = (await get('getAutoCompleteStreetZipCode?zipCode=902')).json().zipcodes;
    expect(zips).toHaveLength(10);
    expect(zips.map((z: { zipcode: string }) => z.zipcode)).toEqual(
      [...zips.map((z: { zipcode: string }) => z.zipcode)].sort(),
    );
    expect(zips.every((z: { zipcode: string }) => z.zipcode.startsWith('902'))).toBe(true);
  });

  it('answers nothing for a ZIP that does not exist, and refuses what is not a ZIP', async () => {
    expect((await get('getAutoCompleteStreetZipCode?zipCode=00000')).json()).toEqual({ zipcodes: [] });
    const bad = await get('getAutoCompleteStreetZipCode?zipCode=9a');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(Messages.ZipInvalid);
  });
});

describe('city look-up', () => {
  it('finds US cities by the start of their name, with their ZIPs', async () => {
    const res = await get('getCityByNameAndCountry?name=beverly%20h&areaId=1002');
    const cities = res.json().cities;
    expect(cities).toContainEqual({
      city: 'Beverly Hills',
      state: 'CA',
      stateName: 'California',
      zipcodes: expect.arrayContaining(['90210']),
    });
  });

  it('narrows to one state by code or name', async () => {
    for (const state of ['OR', 'oregon']) {
      const cities = (await get(`getCityByNameAndCountry?name=Springfield&areaId=1002&state=${state}`)).json()
        .cities;
      expect(cities.map((c: { state: string }) => c.state)).toEqual(['OR']);
    }
  });

  it('serves the United States only', async () => {
    expect((await get('getCityByNameAndCountry?name=Paris&areaId=33')).json()).toEqual({ cities: [] });
  });
});

describe('street autocomplete', () => {
  it('answers empty lists without a provider, so the street is typed freely', async () => {
    expect((await get('getAutoCompleteStreet?search=350%20S%20Gr')).json()).toEqual({ suggestions: [] });
    expect((await get('getSmartStreet?street=350%20S%20Grand%20Ave&zipCode=90071')).json()).toEqual({
      candidates: [],
    });
  });

  it('asks for something to search', async () => {
    const res = await get('getAutoCompleteStreet?search=%20');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(Messages.SearchEmpty);
  });

  it('reads Smarty answers into street_line suggestions and verified candidates', async () => {
    const asked: URL[] = [];
    const provider = smartyStreets({ authId: 'id', authToken: 'token' }, async (url) => {
      asked.push(url);
      return url.hostname.startsWith('us-autocomplete')
        ? {
            suggestions: [
              {
                street_line: '350 S Grand Ave',
                secondary: '',
                city: 'Los Angeles',
                state: 'CA',
                zipcode: '90071',
                entries: 0,
              },
            ],
          }
        : [
            {
              delivery_line_1: '350 S Grand Ave Ste 400',
              components: {
                city_name: 'Los Angeles',
                state_abbreviation: 'CA',
                zipcode: '90071',
                secondary_designator: 'Ste',
                secondary_number: '400',
              },
              metadata: { latitude: 34.0522, longitude: -118.2519 },
            },
          ];
    });
    const suggestions = await provider.autocomplete({ search: '350 S Gr', zipCode: '90071' });
    expect(suggestions).toEqual([
      { street_line: '350 S Grand Ave', secondary: '', city: 'Los Angeles', state: 'CA', zipcode: '90071' },
    ]);
    expect(asked[0]?.searchParams.get('include_only_zip_codes')).toBe('90071');
    const candidates = await provider.verify({
      street: '350 S Grand Ave',
      secondary: 'Ste 400',
      zipCode: '90071',
    });
    expect(candidates).toEqual([
      {
        street_line: '350 S Grand Ave Ste 400',
        secondary: 'Ste 400',
        city: 'Los Angeles',
        state: 'CA',
        zipcode: '90071',
        lat: 34.0522,
        lng: -118.2519,
      },
    ]);
  });

  it('answers no suggestions when the provider fails, rather than breaking the form', async () => {
    const failing = areaService(
      {
        autocomplete: () => Promise.reject(new Error('provider down')),
        verify: () => Promise.reject(new Error('provider down')),
      },
      pino({ level: 'silent' }),
    );
    expect(await failing.autocompleteStreet({ search: '350' })).toEqual([]);
    expect(await failing.verifyStreet({ street: '350 S Grand Ave' })).toEqual([]);
  });
});
