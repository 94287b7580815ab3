/** Sidewall service descriptions a product page explains: load index and speed rating (ISO 4000 / ETRTO). */

export const LOAD_INDEX_MIN = 60;
export const LOAD_INDEX_MAX = 130;
const KG_PER_LB = 2.20462;

// Maximum load in kg per tire for load indices 60..130, in order.
const LOAD_INDEX_KG = [
  250, 257, 265, 272, 280, 290, 300, 307, 315, 325, 335, 345, 355, 365, 375, 387, 400, 412, 425, 437, 450,
  462, 475, 487, 500, 515, 530, 545, 560, 580, 600, 615, 630, 650, 670, 690, 710, 730, 750, 775, 800, 825,
  850, 875, 900, 925, 950, 975, 1000, 1030, 1060, 1090, 1120, 1150, 1180, 1215, 1250, 1285, 1320, 1360, 1400,
  1450, 1500, 1550, 1600, 1650, 1700, 1750, 1800, 1850, 1900,
] as const;

export interface LoadCapacity {
  index: number;
  kg: number;
  lb: number;
}

export const LOAD_INDEX_TABLE: readonly LoadCapacity[] = LOAD_INDEX_KG.map((kg, offset) => ({
  index: LOAD_INDEX_MIN + offset,
  kg,
  lb: Math.round(kg * KG_PER_LB),
}));

/** Maximum load of one tire, or undefined outside 60..130. */
export function loadCapacity(index: number): LoadCapacity | undefined {
  if (!Number.isInteger(index)) return undefined;
  return LOAD_INDEX_TABLE[index - LOAD_INDEX_MIN];
}

export interface SpeedRating {
  symbol: string;
  mph: number;
  kmh: number;
  /** Z and (Y) mean "above": the tire is rated beyond the stated speed. */
  orAbove: boolean;
}

export const SPEED_RATINGS: readonly SpeedRating[] = [
  { symbol: 'L', mph: 75, kmh: 120, orAbove: false },
  { symbol: 'M', mph: 81, kmh: 130, orAbove: false },
  { symbol: 'N', mph: 87, kmh: 140, orAbove: false },
  { symbol: 'P', mph: 93, kmh: 150, orAbove: false },
  { symbol: 'Q', mph: 99, kmh: 160, orAbove: false },
  { symbol: 'R', mph: 106, kmh: 170, orAbove: false },
  { symbol: 'S', mph: 112, kmh: 180, orAbove: false },
  { symbol: 'T', mph: 118, kmh: 190, orAbove: false },
  { symbol: 'U', mph: 124, kmh: 200, orAbove: false },
  { symbol: 'H', mph: 130, kmh: 210, orAbove: false },
  { symbol: 'V', mph: 149, kmh: 240, orAbove: false },
  { symbol: 'W', mph: 168, kmh: 270, orAbove: false },
  { symbol: 'Y', mph: 186, kmh: 300, orAbove: false },
  { symbol: 'Z', mph: 149, kmh: 240, orAbove: true },
  { symbol: '(Y)', mph: 186, kmh: 300, orAbove: true },
];

/** 'v' → V (149 mph, 240 km/h); undefined for an unknown symbol. */
export function speedRating(symbol: string): SpeedRating | undefined {
  const wanted = symbol.trim().toUpperCase();
  return SPEED_RATINGS.find((rating) => rating.symbol === wanted);
}

/** '149 mph (240 km/h)', or 'over 149 mph (240 km/h)' for Z. */
export const describeSpeedRating = (rating: SpeedRating): string =>
  `${rating.orAbove ? 'over ' : ''}${rating.mph} mph (${rating.kmh} km/h)`;
