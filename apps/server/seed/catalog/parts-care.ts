import { type PartRow, part } from './part-row';

const WIPER_LINES: readonly (readonly [
  brand: string,
  line: string,
  price: number,
  lengths: readonly number[],
])[] = [
  ['bosch', 'ICON Beam Wiper Blade', 27.99, [16, 17, 18, 19, 20, 21, 22, 24, 26, 28]],
  ['rain-x', 'Latitude 2-in-1 Water Repellent Wiper Blade', 22.99, [16, 18, 19, 20, 22, 24, 26, 28]],
  ['michelin', 'Stealth Ultra Hybrid Wiper Blade', 24.99, [16, 18, 19, 20, 22, 24, 26]],
  ['rain-x', 'Silicone Endurance Wiper Blade', 26.99, [18, 20, 22, 24, 26]],
  ['denso', 'Beam Wiper Blade', 17.99, [16, 18, 20, 22, 24, 26]],
];

const wipers: PartRow[] = WIPER_LINES.flatMap(([brand, line, price, lengths]) =>
  lengths.map((length) =>
    part(brand, 'wiper-blades', `${line}, ${length} in`, price + (length >= 24 ? 2 : 0), {
      Length: `${length} in`,
      Type: 'Beam',
      Pack: '1 blade',
    }),
  ),
);

const carCare: PartRow[] = [
  part('meguiars', 'car-care', 'Gold Class Car Wash, 64 oz', 14.99, { Volume: '64 oz' }),
  part('meguiars', 'car-care', 'Ultimate Quik Detailer, 22 oz', 13.99, { Volume: '22 oz' }),
  part('meguiars', 'car-care', 'Hybrid Ceramic Wax, 26 oz', 19.99, { Volume: '26 oz', Type: 'Spray wax' }),
  part('meguiars', 'car-care', 'Ultimate Compound, 15.2 oz', 15.99, { Volume: '15.2 oz' }),
  part('meguiars', 'car-care', 'Endurance High Gloss Tire Gel, 15.2 oz', 12.99, { Volume: '15.2 oz' }),
  part('meguiars', 'car-care', 'Ultimate Liquid Wax, 16 oz', 26.99, {
    Volume: '16 oz',
    Type: 'Synthetic wax',
  }),
  part('meguiars', 'car-care', 'Hot Rims All Wheel & Tire Cleaner, 24 oz', 12.49, { Volume: '24 oz' }),
  part('chemical-guys', 'car-care', 'Mr. Pink Foaming Car Wash Soap, 16 oz', 12.99, { Volume: '16 oz' }),
  part('chemical-guys', 'car-care', 'Butter Wet Wax, 16 oz', 24.99, {
    Volume: '16 oz',
    Type: 'Carnauba wax',
  }),
  part('chemical-guys', 'car-care', 'VRP Vinyl, Rubber & Plastic Shine, 16 oz', 12.99, { Volume: '16 oz' }),
  part('chemical-guys', 'car-care', 'HydroSlick SiO2 Ceramic Coating Hyperwax, 16 oz', 39.99, {
    Volume: '16 oz',
    Type: 'Ceramic',
  }),
  part('chemical-guys', 'car-care', 'Diablo Wheel Cleaner Gel, 16 oz', 14.99, { Volume: '16 oz' }),
  part('chemical-guys', 'car-care', 'Workhorse Professional Microfiber Towels, 3 pack', 14.99, {
    Pack: '3 towels',
  }),
  part('armor-all', 'car-care', 'Original Protectant, 16 oz', 7.99, { Volume: '16 oz' }),
  part('armor-all', 'car-care', 'Cleaning Wipes, 30 count', 5.99, { Pack: '30 wipes' }),
  part('armor-all', 'car-care', 'Car Wash & Wax Concentrate, 64 oz', 9.99, { Volume: '64 oz' }),
  part('armor-all', 'car-care', 'Extreme Tire Shine Gel, 18 oz', 8.99, { Volume: '18 oz' }),
  part('rain-x', 'car-care', 'Original Glass Treatment, 7 oz', 6.99, { Volume: '7 oz' }),
  part('rain-x', 'car-care', 'Anti-Fog Glass Treatment, 3.5 oz', 6.49, { Volume: '3.5 oz' }),
  part('rain-x', 'car-care', '2-in-1 Glass Cleaner with Rain Repellent, 23 oz', 7.49, { Volume: '23 oz' }),
].map((row) => ({ ...row, fitsAll: true }));

const MAT_VEHICLES = [
  'Toyota Camry 2018-2024',
  'Honda Civic 2022-2025',
  'Honda CR-V 2023-2025',
  'Toyota RAV4 2019-2025',
  'Ford F-150 SuperCrew 2015-2025',
  'Chevrolet Silverado 1500 Crew Cab 2019-2025',
  'Tesla Model 3 2017-2023',
  'Tesla Model Y 2020-2025',
  'Toyota Tacoma Double Cab 2016-2023',
  'Jeep Wrangler Unlimited 2018-2025',
];

const mats: PartRow[] = [
  ...MAT_VEHICLES.flatMap((vehicle) => [
    part('weathertech', 'floor-mats', `FloorLiner HP Front Set, ${vehicle}`, 169.95, {
      Row: 'Front',
      Material: 'Thermoplastic elastomer',
      Fitment: vehicle,
    }),
    part('weathertech', 'floor-mats', `FloorLiner HP Rear, ${vehicle}`, 109.95, {
      Row: 'Rear',
      Material: 'Thermoplastic elastomer',
      Fitment: vehicle,
    }),
  ]),
  ...[
    'Ford F-150 SuperCrew 2015-2025',
    'Chevrolet Silverado 1500 Crew Cab 2019-2025',
    'Ram 1500 Crew Cab 2019-2025',
    'Toyota Tacoma Double Cab 2016-2023',
    'Toyota 4Runner 2013-2024',
  ].map((vehicle) =>
    part('husky-liners', 'floor-mats', `WeatherBeater Front Floor Liners, ${vehicle}`, 139.95, {
      Row: 'Front',
      Fitment: vehicle,
    }),
  ),
  part(
    'weathertech',
    'floor-mats',
    'All-Weather Trim-to-Fit Floor Mats, front pair',
    54.95,
    { Row: 'Front', Fitment: 'Universal, trim to fit' },
    { fitsAll: true },
  ),
  part(
    'husky-liners',
    'floor-mats',
    'Classic Style Universal Floor Mats, front pair',
    49.95,
    { Row: 'Front', Fitment: 'Universal' },
    { fitsAll: true },
  ),
];

/** Wiper blades, detailing products and floor liners. */
export const careParts: PartRow[] = [...wipers, ...carCare, ...mats];
