import { CALIFORNIA_COUNTIES, CALIFORNIA_RATES_SOURCE, combinedSalesTaxRate } from '@tread/domain';
import Taxjar from 'taxjar';
import { describe, expect, it, vi } from 'vitest';
import { builtInTaxProvider } from './provider';
import { type TaxjarClient, taxjarTaxProvider } from './taxjar';

type RatesForLocation = TaxjarClient['ratesForLocation'];

/** TaxJar as it answers: the built-in table's rate as a fraction, the post-office city in capitals. */
const fromBuiltInTable: RatesForLocation = async (zip, params) => {
  const state = params?.state ?? '';
  const city = params?.city ?? '';
  const { rate } = combinedSalesTaxRate({ state, city, zip });
  return {
    rate: { zip, state, city: city.toUpperCase(), combined_rate: rate / 100_000, freight_taxable: false },
  };
};

/** The adapter on a fake of TaxJar's SDK client that answers with `answer`, recording each call. */
function providerOn(answer: RatesForLocation = fromBuiltInTable, timeoutMs?: number) {
  const calls: Parameters<RatesForLocation>[] = [];
  const client: TaxjarClient = {
    ratesForLocation: (...call) => {
      calls.push(call);
      return answer(...call);
    },
  };
  const log = { warn: vi.fn() };
  const provider = taxjarTaxProvider({ client, fallback: builtInTaxProvider, log, timeoutMs });
  return { provider, log, calls };
}

const losAngeles = { state: 'CA', city: 'Los Angeles', zip: '90012', address1: '800 N Broadway' };

describe('the TaxJar tax provider', () => {
  it('asks TaxJar by ZIP, street, city and state and charges its combined rate', async () => {
    const { provider, calls } = providerOn();
    expect(await provider.rateFor(losAngeles)).toEqual({
      state: 'CA',
      rate: 9750,
      jurisdiction: 'Los Angeles, CA',
      source: 'TaxJar',
    });
    expect(calls).toEqual([
      ['90012', { country: 'US', state: 'CA', city: 'Los Angeles', street: '800 N Broadway' }],
    ]);
  });

  it('turns every combined rate of the California table into the same whole thousandths of a percent', async () => {
    const { provider } = providerOn();
    const cities = Object.values(CALIFORNIA_COUNTIES).flatMap((county) => Object.entries(county.cities));
    for (const [city, rate] of cities) {
      const answer = await provider.rateFor({ state: 'CA', city, zip: '96161' });
      expect([city, answer.rate]).toEqual([city, rate]);
    }
  });

  it('names the place in the shop’s way, not in TaxJar’s capitals', async () => {
    const { provider } = providerOn();
    const place = await provider.rateFor({ state: 'CA', city: 'Santa Monica', zip: '90401' });
    expect(place).toMatchObject({ rate: 10_750, jurisdiction: 'Santa Monica, CA' });
  });

  it.each<[string, RatesForLocation]>([
    ['refuses the key', () => Promise.reject(new Taxjar.Error('Unauthorized', 'Not authorized', 401))],
    ['is unreachable', () => Promise.reject(new TypeError('fetch failed'))],
    ['answers no combined rate', async () => ({ rate: { freight_taxable: false } })],
    ['answers a rate no place has', async () => ({ rate: { combined_rate: 9.75, freight_taxable: false } })],
  ])('charges the built-in rate and logs a warning when TaxJar %s', async (_, fault) => {
    const { provider, log } = providerOn(fault);
    expect(await provider.rateFor(losAngeles)).toEqual({
      state: 'CA',
      rate: 9750,
      jurisdiction: 'Los Angeles, CA',
      source: CALIFORNIA_RATES_SOURCE,
    });
    expect(log.warn).toHaveBeenCalledTimes(1);
  });

  it('does not keep a checkout waiting on a TaxJar that does not answer', async () => {
    const { provider, log } = providerOn(() => new Promise(() => {}), 20);
    expect(await provider.rateFor(losAngeles)).toMatchObject({ rate: 9750, source: CALIFORNIA_RATES_SOURCE });
    expect(log.warn.mock.calls[0]?.[0]).toMatchObject({
      err: expect.objectContaining({ message: expect.stringMatching(/20 ms/) }),
    });
  });
});
