import { combinedSalesTaxRate, type TaxDestination, type TaxRate } from '@tread/domain';

/** Where an order is taxed, with the street when there is one, for services that rate by address. */
export type TaxProviderDestination = TaxDestination & { address1?: string };

/** The sales tax rate due at a destination: the built-in table, or a tax service chosen by configuration. */
export type TaxProvider = { rateFor(destination: TaxProviderDestination): Promise<TaxRate> };

/** CDTFA's California table and the state rates elsewhere, from the domain; no network. */
export const builtInTaxProvider: TaxProvider = {
  rateFor: async ({ state, city, zip }) => combinedSalesTaxRate({ state, city, zip }),
};
