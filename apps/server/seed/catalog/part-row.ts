/** A parts product before its codes, list price and stock are derived. */
export type PartRow = {
  brand: string;
  category: string;
  name: string;
  /** Our price in dollars, e.g. 38.99. */
  price: number;
  partNumber?: string;
  specs?: Record<string, string>;
  /** True when it suits any vehicle (fluids, chargers, detailing), false when fitment matters. */
  fitsAll?: boolean;
  description?: string;
};

export const part = (
  brand: string,
  category: string,
  name: string,
  price: number,
  specs: Record<string, string> = {},
  extra: Partial<Pick<PartRow, 'partNumber' | 'fitsAll' | 'description'>> = {},
): PartRow => ({ brand, category, name, price, specs, ...extra });
