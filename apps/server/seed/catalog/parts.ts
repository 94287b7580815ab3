import { brandBySlug } from './brands';
import { CATEGORY_BLURB } from './part-categories';
import type { PartRow } from './part-row';
import { brakeElectricalParts } from './parts-brakes-electrical';
import { careParts } from './parts-care';
import { maintenanceParts } from './parts-maintenance';
import { tireAccessoryParts } from './parts-tire-accessories';
import { hashString, keyedRandom, stockLevel, toPriceCents } from './random';
import type { PartSeed } from './types';

const ROWS: readonly PartRow[] = [
  ...maintenanceParts,
  ...brakeElectricalParts,
  ...careParts,
  ...tireAccessoryParts,
];

function toPart(row: PartRow, index: number): PartSeed {
  const brand = brandBySlug(row.brand);
  const partyCode = `GP${String(index + 1).padStart(5, '0')}`;
  const rng = keyedRandom(partyCode);
  const priceCents = Math.round(row.price * 100);
  const listPriceCents = Math.max(priceCents, toPriceCents(row.price * (1.1 + rng() * 0.25)));
  const styleNumber = String(hashString(`${row.brand}|${row.name}`) % 1_000_000).padStart(6, '0');
  const fitsAll = row.fitsAll ?? false;
  const blurb = CATEGORY_BLURB.get(row.category) ?? '';
  const name = row.name.startsWith(brand.name) ? row.name : `${brand.name} ${row.name}`;
  return {
    partyCode,
    partNumber:
      row.partNumber ??
      `${brand.name
        .replace(/[^A-Za-z0-9]/g, '')
        .slice(0, 3)
        .toUpperCase()}-${styleNumber}`,
    name,
    brandSlug: row.brand,
    categorySlug: row.category,
    priceCents,
    listPriceCents,
    stock: stockLevel(rng),
    description: row.description ?? `${name}. ${blurb}`.trim(),
    specs: { Brand: brand.name, ...row.specs },
    fitsAll,
  };
}

/** Parts and accessories from real brands, with stable codes in listing order. */
export const parts: PartSeed[] = ROWS.map(toPart);
