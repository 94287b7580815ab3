import { type PartRow, part } from './part-row';

type OilLine = readonly [brand: string, line: string, type: string, price: number, grades: readonly string[]];

const OILS: readonly OilLine[] = [
  ['mobil-1', 'Mobil 1 Extended Performance', 'Full synthetic', 38.99, ['0W-20', '5W-20', '5W-30', '0W-16']],
  [
    'mobil-1',
    'Mobil 1 Advanced Full Synthetic',
    'Full synthetic',
    29.99,
    ['0W-20', '5W-30', '10W-30', '0W-40'],
  ],
  ['castrol', 'Castrol EDGE Full Synthetic', 'Full synthetic', 31.99, ['0W-20', '5W-20', '5W-30', '0W-40']],
  ['castrol', 'Castrol GTX High Mileage', 'Synthetic blend', 26.99, ['5W-20', '5W-30', '10W-30']],
  ['valvoline', 'Valvoline Advanced Full Synthetic', 'Full synthetic', 28.99, ['0W-20', '5W-20', '5W-30']],
  [
    'valvoline',
    'Valvoline High Mileage with MaxLife',
    'Synthetic blend',
    25.99,
    ['5W-20', '5W-30', '10W-30'],
  ],
  ['pennzoil', 'Pennzoil Platinum Full Synthetic', 'Full synthetic', 29.99, ['0W-20', '5W-20', '5W-30']],
  ['pennzoil', 'Pennzoil Ultra Platinum Full Synthetic', 'Full synthetic', 36.99, ['0W-20', '5W-30']],
  ['motorcraft', 'Motorcraft Synthetic Blend', 'Synthetic blend', 24.99, ['5W-20', '5W-30']],
  ['acdelco', 'ACDelco dexos1 Gen 3 Full Synthetic', 'Full synthetic', 27.99, ['0W-20', '5W-30']],
];

const motorOils: PartRow[] = OILS.flatMap(([brand, line, type, price, grades]) =>
  grades.map((grade) =>
    part(
      brand,
      'motor-oil',
      `${line} ${grade} Motor Oil, 5 qt`,
      price,
      { Viscosity: grade, Volume: '5 qt', Type: type },
      { fitsAll: true },
    ),
  ),
);

/** [brand, series, part numbers and the vehicles they are listed for, price]. */
type FilterLine = readonly [
  brand: string,
  series: string,
  price: number,
  items: readonly (readonly [string, string])[],
];

const OIL_FILTERS: readonly FilterLine[] = [
  [
    'fram',
    'Extra Guard',
    7.99,
    [
      ['PH7317', 'Toyota, Lexus, Subaru'],
      ['PH3614', 'Ford, Chrysler, Jeep'],
      ['PH7575', 'Honda, Acura, Nissan'],
      ['PH10575', 'Ford 2.7L/3.5L EcoBoost'],
      ['PH8A', 'GM, Ford V8 (older)'],
    ],
  ],
  [
    'fram',
    'Ultra Synthetic',
    13.99,
    [
      ['XG7317', 'Toyota, Lexus, Subaru'],
      ['XG3614', 'Ford, Chrysler, Jeep'],
      ['XG9972', 'Toyota, Honda, Nissan'],
      ['XG10575', 'Ford 2.7L/3.5L EcoBoost'],
    ],
  ],
  [
    'wix',
    'XP',
    12.99,
    [
      ['57060XP', 'GM, Chrysler'],
      ['57356XP', 'Honda, Acura, Nissan'],
      ['57047XP', 'Toyota, Lexus'],
    ],
  ],
  [
    'k-and-n',
    'Performance Gold',
    14.99,
    [
      ['HP-1010', 'Ford, Chrysler, Jeep'],
      ['HP-1017', 'Toyota, Lexus, Subaru'],
      ['HP-2010', 'GM, Ford'],
    ],
  ],
  [
    'motorcraft',
    'Oil Filter',
    8.99,
    [
      ['FL-820S', 'Ford V6 and V8'],
      ['FL-500S', 'Ford Ecoboost and V8'],
      ['FL-910S', 'Ford and Mazda four-cylinder'],
    ],
  ],
  [
    'acdelco',
    'Professional',
    9.49,
    [
      ['PF63', 'Chevrolet and GMC V8'],
      ['PF64', 'Chevrolet and GMC V6'],
      ['PF48', 'GM V8 trucks'],
    ],
  ],
  [
    'bosch',
    'Premium',
    9.99,
    [
      ['3330', 'Toyota, Lexus, Subaru'],
      ['3323', 'Ford, Chrysler, Jeep'],
      ['3422', 'GM, Chevrolet'],
    ],
  ],
];

const oilFilters: PartRow[] = OIL_FILTERS.flatMap(([brand, series, price, items]) =>
  items.map(([number, fits]) =>
    part(
      brand,
      'oil-filters',
      `${series} Oil Filter ${number}`,
      price,
      { 'Listed for': fits, 'Part type': 'Spin-on' },
      { partNumber: number },
    ),
  ),
);

const AIR_FILTERS: readonly (readonly [string, string, string, number])[] = [
  ['k-and-n', '33-2304', 'Toyota Camry, RAV4, Highlander 2.5L', 59.99],
  ['k-and-n', '33-2385', 'Ford F-150 2.7L, 3.5L, 5.0L', 69.99],
  ['k-and-n', '33-2129', 'Chevrolet Silverado, GMC Sierra V8', 64.99],
  ['k-and-n', '33-5057', 'Honda Civic 2.0L', 54.99],
  ['k-and-n', '33-5052', 'Honda CR-V, Accord 1.5T', 54.99],
  ['fram', 'CA10467', 'Toyota Camry, Corolla', 21.99],
  ['fram', 'CA10755', 'Honda Accord, CR-V', 22.99],
  ['fram', 'CA11401', 'Ford F-150', 27.99],
  ['fram', 'CA10262', 'Chevrolet Silverado, Tahoe', 26.99],
  ['wix', '49883', 'Honda Civic', 19.99],
  ['wix', '49041', 'Toyota Corolla', 18.99],
  ['acdelco', 'A3144C', 'Chevrolet Silverado, GMC Sierra', 24.99],
  ['motorcraft', 'FA-1883', 'Ford F-150', 29.99],
  ['bosch', '5526WS', 'Toyota RAV4, Highlander', 22.99],
];

const airFilters: PartRow[] = AIR_FILTERS.map(([brand, number, fits, price]) =>
  part(
    brand,
    'air-filters',
    `Engine Air Filter ${number}`,
    price,
    { 'Listed for': fits, Washable: brand === 'k-and-n' ? 'Yes' : 'No' },
    { partNumber: number },
  ),
);

const CABIN_FILTERS: readonly (readonly [string, string, string, string, number])[] = [
  ['fram', 'Fresh Breeze', 'CF10285', 'Toyota, Lexus, Subaru', 21.99],
  ['fram', 'Fresh Breeze', 'CF11182', 'Honda, Acura', 21.99],
  ['fram', 'Fresh Breeze', 'CF11810', 'Ford, Lincoln', 23.99],
  ['fram', 'TrueAir', 'CF10134', 'Nissan, Infiniti', 17.99],
  ['bosch', 'HEPA', '6055C', 'Toyota, Lexus', 34.99],
  ['bosch', 'HEPA', '6062C', 'Honda, Acura', 34.99],
  ['k-and-n', 'Washable', 'VF2000', 'Toyota, Lexus, Subaru', 39.99],
  ['k-and-n', 'Washable', 'VF2001', 'Honda, Acura', 39.99],
  ['wix', 'Premium', '24483', 'Toyota, Lexus', 19.99],
  ['acdelco', 'GM Original Equipment', 'CF188', 'Chevrolet, GMC', 24.99],
];

const cabinFilters: PartRow[] = CABIN_FILTERS.map(([brand, series, number, fits, price]) =>
  part(
    brand,
    'cabin-air-filters',
    `${series} Cabin Air Filter ${number}`,
    price,
    { 'Listed for': fits },
    { partNumber: number },
  ),
);

const SPARK_PLUGS: readonly (readonly [string, string, string, string, number])[] = [
  ['ngk', 'Laser Iridium', 'ILKAR7B11', 'Toyota, Honda, Lexus', 12.99],
  ['ngk', 'Iridium IX', 'BKR6EIX', 'Many four-cylinder engines', 9.99],
  ['ngk', 'Laser Platinum', 'PFR6Q', 'Ford, Chrysler', 8.99],
  ['ngk', 'Ruthenium HX', 'LKR7AHX-S', 'Honda, Nissan', 13.99],
  ['denso', 'Iridium TT', 'IK20TT', 'Many four- and six-cylinder engines', 10.99],
  ['denso', 'Iridium Long Life', 'SK20R11', 'Toyota, Lexus', 13.49],
  ['denso', 'Platinum TT', 'PK20TT', 'Many engines', 7.99],
  ['bosch', 'Double Iridium', '9652', 'BMW, Mercedes-Benz, VW', 13.99],
  ['bosch', 'Platinum+4', '4417', 'Many engines', 8.49],
  ['acdelco', 'Iridium', '41-162', 'Chevrolet, GMC V8', 11.99],
  ['acdelco', 'Iridium', '41-110', 'Chevrolet, GMC', 11.49],
  ['motorcraft', 'Platinum', 'SP-534', 'Ford EcoBoost V6', 14.99],
];

const sparkPlugs: PartRow[] = SPARK_PLUGS.map(([brand, series, number, fits, price]) =>
  part(
    brand,
    'spark-plugs',
    `${series} Spark Plug ${number}`,
    price,
    { 'Listed for': fits, Pack: '1 plug' },
    { partNumber: number },
  ),
);

const fluids: PartRow[] = [
  part(
    'prestone',
    'fluids',
    'All Vehicles Antifreeze/Coolant, 1 gal',
    17.99,
    { Mix: 'Concentrate', Volume: '1 gal' },
    { fitsAll: true },
  ),
  part(
    'prestone',
    'fluids',
    'All Vehicles 50/50 Prediluted Antifreeze/Coolant, 1 gal',
    14.99,
    { Mix: '50/50', Volume: '1 gal' },
    { fitsAll: true },
  ),
  part('prestone', 'fluids', 'Asian Vehicle Blue Antifreeze/Coolant, 1 gal', 19.99, {
    Mix: '50/50',
    Volume: '1 gal',
  }),
  part('prestone', 'fluids', 'DOT 3 Synthetic Brake Fluid, 32 oz', 12.99, {
    Standard: 'DOT 3',
    Volume: '32 oz',
  }),
  part('valvoline', 'fluids', 'MaxLife Multi-Vehicle Automatic Transmission Fluid, 1 qt', 8.99, {
    Type: 'ATF',
    Volume: '1 qt',
  }),
  part('valvoline', 'fluids', 'Zerex Asian Vehicle Antifreeze/Coolant, 1 gal', 21.99, {
    Mix: 'Concentrate',
    Volume: '1 gal',
  }),
  part('castrol', 'fluids', 'Transmax Full Synthetic Multi-Vehicle ATF, 1 qt', 10.99, {
    Type: 'ATF',
    Volume: '1 qt',
  }),
  part('castrol', 'fluids', 'GTX DOT 4 Brake Fluid, 12 oz', 9.99, { Standard: 'DOT 4', Volume: '12 oz' }),
  part('mobil-1', 'fluids', 'Synthetic LV ATF HP, 1 qt', 12.99, { Type: 'ATF', Volume: '1 qt' }),
  part('motorcraft', 'fluids', 'Orange Prediluted Antifreeze/Coolant, 1 gal', 24.99, {
    Mix: '50/50',
    Volume: '1 gal',
  }),
  part('motorcraft', 'fluids', 'Mercon ULV Automatic Transmission Fluid, 1 qt', 11.99, {
    Type: 'ATF',
    Volume: '1 qt',
  }),
  part('acdelco', 'fluids', 'Dex-Cool Antifreeze/Coolant, 1 gal', 22.99, {
    Mix: 'Concentrate',
    Volume: '1 gal',
  }),
  part('acdelco', 'fluids', 'Dexron VI Automatic Transmission Fluid, 1 qt', 9.99, {
    Type: 'ATF',
    Volume: '1 qt',
  }),
  part(
    'rain-x',
    'fluids',
    '2-in-1 Glass Cleaner + Rain Repellent Washer Fluid, 1 gal',
    5.99,
    { Volume: '1 gal' },
    { fitsAll: true },
  ),
  part(
    'rain-x',
    'fluids',
    'De-Icer Windshield Washer Fluid, 1 gal',
    5.49,
    { Volume: '1 gal', 'Freeze protection': '-25°F' },
    { fitsAll: true },
  ),
];

export const maintenanceParts: PartRow[] = [
  ...motorOils,
  ...oilFilters,
  ...airFilters,
  ...cabinFilters,
  ...sparkPlugs,
  ...fluids,
];
