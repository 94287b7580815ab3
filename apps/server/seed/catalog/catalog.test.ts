import {
  formatTireSize,
  GREATER_LA_RADIUS_MILES,
  loadCapacity,
  parseTireSize,
  speedRating,
  validateVin,
} from '@tread/domain';
import { describe, expect, it } from 'vitest';
import zipcodes from 'zipcodes';
import {
  brands,
  distanceMiles,
  generateTireSkuChunks,
  generateTireSkus,
  milesFromDowntown,
  parseSeedScale,
  partCategories,
  parts,
  plates,
  shops,
  tireLines,
  tireLinesForScale,
  tireSkuCount,
  vehicleSizes,
  vehicles,
} from './index';
import { expandModels } from './vehicle-def';
import { rareModels } from './vehicles-rare';

const skus = [...generateTireSkus(1)];
const unique = <T>(items: readonly T[]): boolean => new Set(items).size === items.length;
const isCanonical = (size: string): boolean => {
  const parsed = parseTireSize(size);
  return parsed.ok && formatTireSize(parsed.value) === size;
};

describe('brands and tire lines', () => {
  it('has at least 60 tire brands and parts brands, with unique slugs', () => {
    expect(brands.filter((brand) => brand.business !== 'parts').length).toBeGreaterThanOrEqual(60);
    expect(brands.some((brand) => brand.business === 'parts')).toBe(true);
    expect(unique(brands.map((brand) => brand.slug))).toBe(true);
  });

  it('has at least 150 tire lines of known brands, with unique slugs and valid codes', () => {
    const brandSlugs = new Set(brands.map((brand) => brand.slug));
    expect(tireLines.length).toBeGreaterThanOrEqual(150);
    expect(unique(tireLines.map((line) => line.slug))).toBe(true);
    for (const line of tireLines) {
      expect(brandSlugs.has(line.brandSlug)).toBe(true);
      expect([0, 1, 2, 3, 4, 5]).toContain(line.tier);
      expect(line.features.length).toBeGreaterThan(0);
    }
  });

  it('gives every tire brand at least one line', () => {
    const withLines = new Set(tireLines.map((line) => line.brandSlug));
    for (const brand of brands.filter((item) => item.business !== 'parts')) {
      expect(withLines.has(brand.slug), brand.slug).toBe(true);
    }
  });
});

describe('tire SKUs at scale 1', () => {
  it('has at least 5,000 SKUs, exactly tireSkuCount(1), with unique party codes', () => {
    expect(skus.length).toBe(tireSkuCount(1));
    expect(skus.length).toBeGreaterThanOrEqual(5000);
    expect(unique(skus.map((sku) => sku.partyCode))).toBe(true);
  });

  it('uses canonical sizes that parse and format back unchanged', () => {
    const sizes = [...new Set(skus.map((sku) => sku.size))];
    expect(sizes.filter((size) => !isCanonical(size))).toEqual([]);
    expect(sizes).toEqual(expect.arrayContaining(['225/45R17', 'LT265/70R17', '33x12.50R15LT']));
  });

  it('has plausible specs and prices', () => {
    const lineSlugs = new Set(tireLines.map((line) => line.slug));
    for (const sku of skus) {
      expect(lineSlugs.has(sku.lineSlug)).toBe(true);
      expect(loadCapacity(sku.loadIndex)).toBeDefined();
      expect(speedRating(sku.speedRating)).toBeDefined();
      expect(sku.priceCents).toBeGreaterThan(0);
      expect(sku.listPriceCents).toBeGreaterThanOrEqual(sku.priceCents);
      if (sku.mapPriceCents !== null) expect(sku.mapPriceCents).toBeGreaterThanOrEqual(sku.priceCents);
      expect(sku.stock).toBeGreaterThanOrEqual(0);
      expect(sku.weightLb).toBeGreaterThan(10);
    }
    const withMap = skus.filter((sku) => sku.mapPriceCents !== null).length / skus.length;
    expect(withMap).toBeGreaterThan(0.15);
    expect(withMap).toBeLessThan(0.25);
    expect(skus.some((sku) => sku.stock === 0)).toBe(true);
    expect(skus.some((sku) => sku.runFlat)).toBe(true);
    expect(skus.some((sku) => sku.xl)).toBe(true);
  });

  it('carries every vehicle OE size in at least 3 SKUs, but none of the rare microcars, for whom nothing fits', () => {
    const perSize = new Map<string, number>();
    for (const sku of skus) perSize.set(sku.size, (perSize.get(sku.size) ?? 0) + 1);
    const rare = new Set(expandModels(rareModels).flatMap(vehicleSizes));
    const thin = [...new Set(vehicles.flatMap(vehicleSizes))].filter(
      (size) => !rare.has(size) && (perSize.get(size) ?? 0) < 3,
    );
    expect(thin).toEqual([]);
    expect([...rare].filter((size) => perSize.has(size))).toEqual([]);
  });

  it('is deterministic', () => {
    expect([...generateTireSkus(1)]).toEqual(skus);
  });
});

describe('tire SKUs at larger scales', () => {
  it('starts with the smaller scale and stays unique, in chunks', () => {
    const codes = new Set<string>();
    let index = 0;
    const lines = new Set(tireLinesForScale(3).map((line) => line.slug));
    for (const chunk of generateTireSkuChunks(3, 4000)) {
      expect(chunk.length).toBeLessThanOrEqual(4000);
      for (const sku of chunk) {
        if (index < skus.length) expect(sku).toEqual(skus[index]);
        expect(lines.has(sku.lineSlug)).toBe(true);
        expect(sku.mapPriceCents === null || sku.mapPriceCents >= sku.priceCents).toBe(true);
        codes.add(sku.partyCode);
        index++;
      }
    }
    expect(index).toBe(tireSkuCount(3));
    expect(codes.size).toBe(index);
  });

  it('reaches 1,000,000 SKUs at scale 200', { timeout: 120_000 }, () => {
    expect(tireSkuCount(200)).toBeGreaterThanOrEqual(1_000_000);
    let count = 0;
    for (const _ of generateTireSkus(200)) count++;
    expect(count).toBe(tireSkuCount(200));
  });

  it('reads SEED_SCALE', () => {
    expect(parseSeedScale(undefined)).toBe(1);
    expect(parseSeedScale('200')).toBe(200);
    expect(() => parseSeedScale('0')).toThrow(RangeError);
    expect(() => parseSeedScale('abc')).toThrow(RangeError);
  });
});

describe('parts', () => {
  it('has at least 300 products over at least 15 categories of known brands', () => {
    const categorySlugs = new Set(partCategories.map((category) => category.slug));
    const brandSlugs = new Set(brands.map((brand) => brand.slug));
    expect(parts.length).toBeGreaterThanOrEqual(300);
    expect(new Set(parts.map((item) => item.categorySlug)).size).toBeGreaterThanOrEqual(15);
    expect(unique(partCategories.map((category) => category.slug))).toBe(true);
    for (const category of partCategories) {
      if (category.parentSlug) expect(categorySlugs.has(category.parentSlug)).toBe(true);
    }
    for (const item of parts) {
      expect(categorySlugs.has(item.categorySlug)).toBe(true);
      expect(brandSlugs.has(item.brandSlug)).toBe(true);
      expect(item.listPriceCents).toBeGreaterThanOrEqual(item.priceCents);
    }
  });

  it('has party codes unique among parts and tires', () => {
    expect(unique([...parts.map((item) => item.partyCode), ...skus.map((sku) => sku.partyCode)])).toBe(true);
  });
});

describe('vehicles', () => {
  it('has at least 300 rows of model years 2005-2025 with unique ids and canonical sizes', () => {
    expect(vehicles.length).toBeGreaterThanOrEqual(300);
    expect(unique(vehicles.map((vehicle) => vehicle.id))).toBe(true);
    for (const vehicle of vehicles) {
      expect(vehicle.year).toBeGreaterThanOrEqual(2005);
      expect(vehicle.year).toBeLessThanOrEqual(2025);
      expect(vehicleSizes(vehicle).filter((size) => !isCanonical(size))).toEqual([]);
      if (vehicle.rearSize) expect(vehicle.rearSize).not.toBe(vehicle.frontSize);
    }
    expect(new Set(vehicles.map((vehicle) => vehicle.year)).size).toBe(21);
  });

  it('has staggered vehicles', () => {
    const staggered = vehicles.filter((vehicle) => vehicle.rearSize !== null);
    expect(staggered.length).toBeGreaterThanOrEqual(20);
    expect(staggered.map((vehicle) => vehicle.model)).toEqual(
      expect.arrayContaining(['Mustang', 'Corvette', 'Camaro', '3 Series', 'C-Class', '911']),
    );
  });
});

describe('shops', () => {
  const downtownZip = zipcodes.lookup('90012');

  it('has at least 200 installers and 40 pick-up points with unique ids', () => {
    expect(shops.filter((shop) => shop.kind === 'installer').length).toBeGreaterThanOrEqual(200);
    expect(shops.filter((shop) => shop.kind === 'pickup').length).toBeGreaterThanOrEqual(40);
    expect(unique(shops.map((shop) => shop.id))).toBe(true);
    expect(unique(shops.map((shop) => shop.name))).toBe(true);
  });

  it('places every shop within 60 miles of downtown LA, near its ZIP centroid', () => {
    for (const shop of shops) {
      expect(milesFromDowntown(shop)).toBeLessThanOrEqual(GREATER_LA_RADIUS_MILES);
      const zip = zipcodes.lookup(shop.zip);
      expect(zip?.state).toBe('CA');
      expect(Math.abs(shop.lat - (zip?.latitude ?? 0))).toBeLessThanOrEqual(0.01);
      expect(Math.abs(shop.lng - (zip?.longitude ?? 0))).toBeLessThanOrEqual(0.01);
    }
  });

  it('has at least 10 shops within 10 miles of ZIP 90012', () => {
    expect(downtownZip).toBeDefined();
    const center = { lat: downtownZip?.latitude ?? 0, lng: downtownZip?.longitude ?? 0 };
    expect(shops.filter((shop) => distanceMiles(center, shop) <= 10).length).toBeGreaterThanOrEqual(10);
  });

  it('has LA-area phones, weekly hours, services and ratings', () => {
    for (const shop of shops) {
      expect(shop.phone).toMatch(/^(213|323|310|818|626|562|714|909|661)[2-9]\d{6}$/);
      expect(shop.hours.map((hours) => hours.day)).toHaveLength(7);
      expect(shop.services.length).toBeGreaterThan(0);
      expect(shop.rating).toBeGreaterThanOrEqual(3.8);
      expect(shop.rating).toBeLessThanOrEqual(5);
      expect(shop.address1.length).toBeLessThanOrEqual(30);
    }
    const installer = shops.find((shop) => shop.kind === 'installer');
    expect(installer?.services[0]?.code).toBe('MOUNT_BALANCE');
  });
});

describe('plates', () => {
  it('maps at least 40 California plates to seeded vehicles, a few with valid VINs', () => {
    const ids = new Set(vehicles.map((vehicle) => vehicle.id));
    expect(plates.length).toBeGreaterThanOrEqual(40);
    expect(unique(plates.map((plate) => `${plate.state}:${plate.plate}`))).toBe(true);
    for (const plate of plates) {
      expect(plate.state).toBe('CA');
      expect(plate.plate).toMatch(/^[1-9][A-Z]{3}\d{3}$/);
      expect(ids.has(plate.vehicleId)).toBe(true);
      if (plate.vin) expect(validateVin(plate.vin)).toBeNull();
    }
    expect(plates.filter((plate) => plate.vin).length).toBeGreaterThanOrEqual(3);
  });
});
