import { fractionToMilliPercent, type TaxRate } from '@tread/domain';
import type { FastifyBaseLogger } from 'fastify';
import Taxjar from 'taxjar';
import type { TaxProvider, TaxProviderDestination } from './provider';

/** The one call of TaxJar's SDK this adapter makes, so tests can answer it themselves. */
export type TaxjarClient = Pick<Taxjar, 'ratesForLocation'>;

export type TaxjarOptions = {
  client: TaxjarClient;
  /** Answers when TaxJar fails, answers nonsense or is too slow, so a checkout never fails on it. */
  fallback: TaxProvider;
  log: Pick<FastifyBaseLogger, 'warn'>;
  timeoutMs?: number;
};

const TIMEOUT_MS = 3000;
/** Above any combined rate in the US; a larger answer is a fault, not a rate. */
const MAX_COMBINED_RATE = 0.2;

export const taxjarClient = (apiKey: string): TaxjarClient => new Taxjar({ apiKey });

/** 'SANTA MONICA' → 'Santa Monica': TaxJar writes cities in capitals. */
const titleCase = (text: string): string =>
  text
    .toLowerCase()
    .replace(/(^|[\s-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());

/** TaxJar's SDK takes no abort signal, so a late answer is no longer waited for rather than canceled. */
function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`TaxJar did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** TaxJar's rates API (`GET /v2/rates/:zip`), by ZIP, city and street, with the built-in table behind it. */
export function taxjarTaxProvider({
  client,
  fallback,
  log,
  timeoutMs = TIMEOUT_MS,
}: TaxjarOptions): TaxProvider {
  async function lookUp({ state, city, zip, address1 }: TaxProviderDestination): Promise<TaxRate> {
    const { rate } = await client.ratesForLocation(zip, {
      country: 'US',
      state,
      city,
      ...(address1 ? { street: address1 } : {}),
    });
    const combined = rate.combined_rate;
    if (
      combined === undefined ||
      !Number.isFinite(combined) ||
      combined < 0 ||
      combined > MAX_COMBINED_RATE
    ) {
      throw new Error(`TaxJar answered no usable combined rate for ${zip}: ${combined}`);
    }
    return {
      state,
      rate: fractionToMilliPercent(combined),
      jurisdiction: `${titleCase(rate.city || city)}, ${state}`,
      source: 'TaxJar',
    };
  }

  return {
    async rateFor(destination) {
      try {
        return await withinTime(lookUp(destination), timeoutMs);
      } catch (error) {
        log.warn(
          { err: error, zip: destination.zip },
          'TaxJar rate look-up failed; charging the built-in rate',
        );
        return fallback.rateFor(destination);
      }
    },
  };
}
