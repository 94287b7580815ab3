import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { builtInTaxProvider, type TaxProvider } from './provider';
import { taxjarClient, taxjarTaxProvider } from './taxjar';

/** The one place the tax provider is chosen: TaxJar when configured, else the built-in table. */
export function taxProviderFor(config: Config, log: FastifyBaseLogger): TaxProvider {
  if (config.tax.provider === 'builtin') return builtInTaxProvider;
  return taxjarTaxProvider({ client: taxjarClient(config.tax.apiKey), fallback: builtInTaxProvider, log });
}
