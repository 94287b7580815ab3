import { type PartRow, part } from './part-row';

/** Popular front-axle fitments with their FMSI pad shape numbers. */
const PAD_FITMENTS: readonly (readonly [fitment: string, fmsi: string])[] = [
  ['Toyota Camry 2018-2024', 'D2176'],
  ['Honda Civic 2016-2021', 'D1578'],
  ['Honda CR-V 2017-2022', 'D1654'],
  ['Toyota RAV4 2019-2025', 'D2176'],
  ['Ford F-150 2015-2020', 'D1414'],
  ['Chevrolet Silverado 1500 2019-2025', 'D1363'],
];

const PAD_LINES: readonly (readonly [
  brand: string,
  line: string,
  compound: string,
  price: number,
  prefix: string,
])[] = [
  ['akebono', 'ProACT Ultra-Premium', 'Ceramic', 74.99, 'ACT'],
  ['wagner', 'ThermoQuiet', 'Ceramic', 49.99, 'QC'],
  ['power-stop', 'Z23 Evolution Sport', 'Carbon-fiber ceramic', 54.99, 'Z23-'],
  ['bosch', 'QuietCast Premium', 'Ceramic', 52.99, 'BC'],
  ['brembo', 'Premium', 'Low-metallic', 69.99, 'P'],
];

const brakePads: PartRow[] = PAD_LINES.flatMap(([brand, line, compound, price, prefix]) =>
  PAD_FITMENTS.map(([fitment, fmsi], index) =>
    part(
      brand,
      'brake-pads',
      `${line} Front Brake Pads, ${fitment}`,
      price + (fitment.includes('F-150') || fitment.includes('Silverado') ? 15 : 0),
      { Position: 'Front', Compound: compound, FMSI: fmsi, Fitment: fitment },
      { partNumber: `${prefix}${fmsi.slice(1)}${index % 2 ? 'A' : ''}` },
    ),
  ),
);

const ROTOR_LINES: readonly (readonly [brand: string, line: string, price: number])[] = [
  ['power-stop', 'Evolution Drilled & Slotted', 89.99],
  ['brembo', 'UV Coated', 79.99],
  ['wagner', 'E-Coated', 64.99],
  ['bosch', 'QuietCast', 69.99],
];

const brakeRotors: PartRow[] = ROTOR_LINES.flatMap(([brand, line, price]) =>
  PAD_FITMENTS.slice(0, 4).map(([fitment]) =>
    part(brand, 'brake-rotors', `${line} Front Brake Rotor, ${fitment}`, price, {
      Position: 'Front',
      Fitment: fitment,
    }),
  ),
);

const DAMPERS: readonly (readonly [string, string, string, number])[] = [
  ['monroe', 'Quick-Strut Front Left Complete Strut Assembly', 'Toyota Camry 2018-2024', 159.99],
  ['monroe', 'Quick-Strut Front Right Complete Strut Assembly', 'Toyota Camry 2018-2024', 159.99],
  ['monroe', 'Quick-Strut Front Complete Strut Assembly', 'Honda CR-V 2017-2022', 169.99],
  ['monroe', 'Quick-Strut Front Complete Strut Assembly', 'Ford F-150 2015-2020', 189.99],
  ['monroe', 'OESpectrum Rear Shock', 'Chevrolet Silverado 1500 2014-2018', 64.99],
  ['kyb', 'Excel-G Rear Shock', 'Honda Civic 2016-2021', 54.99],
  ['kyb', 'Excel-G Front Strut', 'Toyota Corolla 2014-2019', 79.99],
  ['kyb', 'Strut-Plus Front Complete Assembly', 'Toyota RAV4 2013-2018', 179.99],
  ['kyb', 'Strut-Plus Front Complete Assembly', 'Nissan Altima 2013-2018', 169.99],
  ['kyb', 'Excel-G Rear Shock', 'Toyota Tacoma 2005-2023', 59.99],
  ['bilstein', '5100 Series Front Shock (0-2.5 in lift)', 'Toyota Tacoma 2005-2023', 149.99],
  ['bilstein', '5100 Series Rear Shock (0-1 in lift)', 'Toyota Tacoma 2005-2023', 119.99],
  ['bilstein', '5100 Series Front Shock', 'Ford F-150 2015-2020', 159.99],
  ['bilstein', '5100 Series Rear Shock', 'Chevrolet Silverado 1500 2019-2025', 129.99],
  ['bilstein', '5100 Series Front Shock (0-1.5 in lift)', 'Jeep Wrangler 2018-2025', 109.99],
  ['bilstein', '5100 Series Front Shock', 'Toyota 4Runner 2010-2024', 159.99],
  ['bilstein', 'B6 4600 Series Rear Shock', 'Ram 1500 2019-2025', 119.99],
  ['bilstein', 'B6 Performance Front Strut', 'BMW 3 Series 2012-2018', 229.99],
  ['monroe', 'Reflex Rear Shock', 'Jeep Grand Cherokee 2011-2021', 59.99],
  ['kyb', 'Gas-a-Just Rear Shock', 'Ford Ranger and Explorer (older)', 49.99],
];

const dampers: PartRow[] = DAMPERS.map(([brand, name, fitment, price]) =>
  part(brand, 'shocks-struts', `${name}, ${fitment}`, price, { Fitment: fitment }),
);

type Battery = readonly [
  brand: string,
  line: string,
  group: string,
  cca: number,
  type: string,
  price: number,
  number?: string,
];

const BATTERIES: readonly Battery[] = [
  ['optima', 'RedTop', '34', 800, 'AGM SpiralCell', 269.99, '8002-002'],
  ['optima', 'RedTop', '35', 720, 'AGM SpiralCell', 259.99, '9002-002'],
  ['optima', 'RedTop', '75/25', 720, 'AGM SpiralCell', 259.99, '8022-091'],
  ['optima', 'YellowTop', 'D34', 750, 'AGM SpiralCell deep cycle', 329.99, '8012-021'],
  ['optima', 'YellowTop', 'D35', 620, 'AGM SpiralCell deep cycle', 309.99, '8040-218'],
  ['optima', 'YellowTop', 'D31A', 900, 'AGM SpiralCell deep cycle', 399.99, '8051-160'],
  ['interstate', 'Mega-Tron Plus', '24F', 710, 'Flooded', 189.99, 'MTP-24F'],
  ['interstate', 'Mega-Tron Plus', '35', 640, 'Flooded', 179.99, 'MTP-35'],
  ['interstate', 'Mega-Tron Plus', '65', 750, 'Flooded', 199.99, 'MTP-65'],
  ['interstate', 'AGM', '48/H6', 760, 'AGM', 249.99, 'MTX-48/H6'],
  ['interstate', 'AGM', '49/H8', 900, 'AGM', 279.99, 'MTX-49/H8'],
  ['interstate', 'AGM', '94R/H7', 850, 'AGM', 264.99, 'MTX-94R/H7'],
  ['diehard', 'Platinum AGM', '24F', 710, 'AGM', 239.99],
  ['diehard', 'Platinum AGM', '35', 650, 'AGM', 229.99],
  ['diehard', 'Platinum AGM', '48', 760, 'AGM', 249.99],
  ['diehard', 'Platinum AGM', '49', 850, 'AGM', 269.99],
  ['diehard', 'Platinum AGM', '65', 750, 'AGM', 254.99],
  ['diehard', 'Platinum AGM', '94R', 800, 'AGM', 259.99],
  ['diehard', 'Gold', '24F', 700, 'Flooded', 169.99],
  ['diehard', 'Gold', '35', 640, 'Flooded', 164.99],
  ['acdelco', 'Professional AGM', '48', 730, 'AGM', 239.99, '48AGM'],
  ['acdelco', 'Professional AGM', '94R', 800, 'AGM', 254.99, '94RAGM'],
  ['acdelco', 'Professional Gold', '65', 750, 'Flooded', 189.99, '65PG'],
  ['motorcraft', 'Tested Tough Max', '65', 750, 'Flooded', 209.99, 'BXT-65-750'],
];

const batteries: PartRow[] = BATTERIES.map(([brand, line, group, cca, type, price, number]) =>
  part(
    brand,
    'batteries',
    `${line} Group ${group} Battery, ${cca} CCA`,
    price,
    { 'BCI group': group, 'Cold cranking amps': String(cca), Type: type },
    number ? { partNumber: number } : {},
  ),
);

const JUMP: readonly (readonly [string, string, string, number, Record<string, string>])[] = [
  [
    'GB40',
    'Boost Plus 1000A UltraSafe Lithium Jump Starter',
    'Up to 6.0L gas, 3.0L diesel',
    99.95,
    { 'Peak amps': '1000' },
  ],
  [
    'GB50',
    'Boost XL 1500A UltraSafe Lithium Jump Starter',
    'Up to 7.0L gas, 4.0L diesel',
    139.95,
    { 'Peak amps': '1500' },
  ],
  [
    'GB70',
    'Boost HD 2000A UltraSafe Lithium Jump Starter',
    'Up to 8.0L gas, 6.0L diesel',
    179.95,
    { 'Peak amps': '2000' },
  ],
  [
    'GB150',
    'Boost Pro 3000A UltraSafe Lithium Jump Starter',
    'Up to 9.0L gas, 7.0L diesel',
    299.95,
    { 'Peak amps': '3000' },
  ],
  [
    'GBX45',
    'Boost X 1250A 12V Lithium Jump Starter',
    'Up to 6.5L gas, 4.0L diesel',
    149.95,
    { 'Peak amps': '1250' },
  ],
  [
    'GBX55',
    'Boost X 1750A 12V Lithium Jump Starter',
    'Up to 7.5L gas, 5.0L diesel',
    199.95,
    { 'Peak amps': '1750' },
  ],
  [
    'GBX155',
    'Boost X 4250A 12V Lithium Jump Starter',
    'Up to 10.0L gas, 8.0L diesel',
    399.95,
    { 'Peak amps': '4250' },
  ],
  [
    'GENIUS1',
    'Genius1 1A Smart Battery Charger and Maintainer',
    '6V and 12V batteries',
    39.95,
    { Amps: '1' },
  ],
  [
    'GENIUS5',
    'Genius5 5A Smart Battery Charger and Maintainer',
    '6V and 12V batteries',
    69.95,
    { Amps: '5' },
  ],
  [
    'GENIUS10',
    'Genius10 10A Smart Battery Charger and Maintainer',
    '6V and 12V batteries',
    109.95,
    { Amps: '10' },
  ],
];

const jumpStarters: PartRow[] = JUMP.map(([number, name, rating, price, specs]) =>
  part(
    'noco',
    'jump-starters',
    name,
    price,
    { ...specs, Rating: rating },
    { partNumber: number, fitsAll: true },
  ),
);

const BULB_LINES: readonly (readonly [
  brand: string,
  line: string,
  price: number,
  specs: Record<string, string>,
])[] = [
  ['philips', 'VisionPlus', 24.99, { Technology: 'Halogen', Brightness: 'Up to 60% more light' }],
  ['philips', 'X-tremeVision Pro150', 44.99, { Technology: 'Halogen', Brightness: 'Up to 150% brighter' }],
  ['philips', 'Ultinon Pro6000 LED', 129.99, { Technology: 'LED', 'Color temperature': '5800K' }],
  ['sylvania', 'SilverStar ULTRA', 39.99, { Technology: 'Halogen', Brightness: 'Brightest SilverStar' }],
  ['sylvania', 'Basic', 17.99, { Technology: 'Halogen', Brightness: 'Original-equipment output' }],
];
const BULB_TYPES = ['H11', '9005', '9006', 'H7', 'H4', '9012', 'H13'];

const bulbs: PartRow[] = BULB_LINES.flatMap(([brand, line, price, specs], lineIndex) =>
  BULB_TYPES.filter((_, index) => (index + lineIndex) % 3 !== 2 || lineIndex === 0).map((type) =>
    part(brand, 'headlight-bulbs', `${line} ${type} Headlight Bulbs, 2 pack`, price, {
      ...specs,
      'Bulb type': type,
      Pack: '2 bulbs',
    }),
  ),
);

export const brakeElectricalParts: PartRow[] = [
  ...brakePads,
  ...brakeRotors,
  ...dampers,
  ...batteries,
  ...jumpStarters,
  ...bulbs,
];
