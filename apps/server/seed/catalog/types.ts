/** Shapes of the catalog seed: plain data that the database seeding turns into rows. */

export type BrandTier = 'premium' | 'mid' | 'value';

export type BrandSeed = {
  slug: string;
  name: string;
  country: string;
  tier: BrandTier;
  blurb: string;
  business: 'tire' | 'parts' | 'both';
};

export type TireLineSeason =
  | 'all-season'
  | 'summer'
  | 'winter'
  | 'all-terrain'
  | 'mud-terrain'
  | 'all-weather';
export type TireLineCategory = 'passenger' | 'touring' | 'performance' | 'suv-crossover' | 'light-truck';
export type Sidewall = 'BSW' | 'OWL' | 'RWL' | 'WSW';

export type TireLineSeed = {
  slug: string;
  brandSlug: string;
  name: string;
  season: TireLineSeason;
  category: TireLineCategory;
  /** TireTier code of SPEC §9: 0 regular, 1 best_rated, 2 great_deal, 3/4 free_install, 5 top_brand. */
  tier: number;
  treadwear: number | null;
  traction: 'AA' | 'A' | 'B' | 'C' | null;
  temperature: 'A' | 'B' | 'C' | null;
  warrantyMiles: number | null;
  warrantyYears: number;
  runFlatAvailable: boolean;
  sidewall: Sidewall;
  description: string;
  features: string[];
};

export type TireSkuSeed = {
  /** Unique SKU code. */
  partyCode: string;
  /** Manufacturer-style part number. */
  partNumber: string;
  lineSlug: string;
  /** Canonical, as formatTireSize gives: '225/45R17', 'LT265/70R17', '33x12.50R15LT'. */
  size: string;
  width: number;
  ratio: number;
  diameter: number;
  loadIndex: number;
  speedRating: string;
  runFlat: boolean;
  xl: boolean;
  /** Our price per tire. */
  priceCents: number;
  /** Minimum advertised price, >= price when set. */
  mapPriceCents: number | null;
  /** MSRP, >= price. */
  listPriceCents: number;
  stock: number;
  weightLb: number;
};

export type PartCategorySeed = {
  slug: string;
  name: string;
  /** Lucide icon name, kebab-case. */
  icon: string;
  parentSlug: string | null;
};

export type PartSeed = {
  partyCode: string;
  partNumber: string;
  name: string;
  brandSlug: string;
  categorySlug: string;
  priceCents: number;
  listPriceCents: number;
  stock: number;
  description: string;
  specs: Record<string, string>;
  fitsAll: boolean;
};

export type VehicleSeed = {
  /** Stable, e.g. '2019-toyota-camry-se-2.5l'. */
  id: string;
  year: number;
  make: string;
  model: string;
  trim: string;
  engine: string;
  bodyType: string;
  frontSize: string;
  /** Set only when staggered. */
  rearSize: string | null;
  /** Other OE sizes offered for that trim. */
  optionalSizes: string[];
};

export type ShopHours = { day: string; open: string | null; close: string | null };
export type ShopService = { code: string; name: string; priceCents: number; perTire: boolean };

export type ShopSeed = {
  id: string;
  kind: 'installer' | 'pickup';
  name: string;
  address1: string;
  city: string;
  state: 'CA';
  zip: string;
  lat: number;
  lng: number;
  /** 10 digits. */
  phone: string;
  hours: ShopHours[];
  services: ShopService[];
  /** 3.8-5.0, one decimal. */
  rating: number;
  reviewCount: number;
};

export type PlateSeed = { state: string; plate: string; vehicleId: string; vin: string | null };
