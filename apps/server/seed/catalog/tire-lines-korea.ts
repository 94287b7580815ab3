import type { BrandLines } from './tire-line-def';

/** Hankook, Laufenn, Kumho and Nexen. Spec format: see tire-line-def.ts. */
export const koreaLines: readonly BrandLines[] = [
  [
    'hankook',
    [
      [
        'Kinergy PT',
        'as tour 2 800AB 90 H 14-19 car+cuv 110',
        'is a touring tire with a 90,000-mile warranty.',
      ],
      [
        'Kinergy 4S2',
        'aw tour 0 600AB 60 H 15-20 car+cuv 130',
        'is an all-weather tire with the snowflake rating.',
      ],
      [
        'iON evo AS',
        'as tour 0 600AA 50 V 18-21 car+cuv 200',
        'is built for electric cars: low noise and low rolling resistance.',
      ],
      [
        'Ventus S1 evo Z AS',
        'as perf 1 500AA 50 W 17-21 perf 180',
        'is an all-season ultra-high-performance tire.',
      ],
      [
        'Ventus S1 evo Z',
        'su perf 0 300AAA - Y 18-21 perf 190',
        'is the summer original equipment of many performance cars.',
      ],
      [
        'Ventus V2 concept2',
        'as perf 2 500AA 50 V 14-19 perf+car 110',
        'is a value performance all-season tire.',
      ],
      [
        'Dynapro AT2 Xtreme',
        'at lt 1 - 60 S 15-22 truck+cuv+lt+flot 150',
        'is an aggressive all-terrain tire with the severe-snow rating.',
      ],
      [
        'Dynapro AT2',
        'at suv 0 600AB 60 T 15-22 truck+cuv+lt 140',
        'is an all-terrain tire for daily-driven trucks.',
      ],
      [
        'Dynapro HPX',
        'as suv 0 700AB 70 H 16-22 cuv+truck 150',
        'is a highway tire for crossovers and SUVs.',
      ],
      ['Dynapro MT2', 'mt lt 0 - - Q 15-22 lt+flot 190', 'is a mud-terrain tire with a tough casing.'],
      ['Winter i*cept iZ 2', 'wi pass 0 - - T 14-19 car 120', 'is a studless winter tire for cars.'],
    ],
  ],
  [
    'laufenn',
    [
      [
        'G FIT AS-01',
        'as pass 2 600AB 70 H 14-18 car 80',
        'is a value all-season tire with a 70,000-mile warranty.',
      ],
      ['S FIT AS-01', 'as perf 0 500AA 45 W 16-20 perf 95', 'is a value performance all-season tire.'],
      ['X FIT AT', 'at lt 0 - 50 S 15-20 truck+lt 120', 'is a value all-terrain tire.'],
      ['X FIT HT', 'as suv 0 600AB 70 T 15-20 cuv+truck 105', 'is a value highway tire.'],
    ],
  ],
  [
    'kumho',
    [
      [
        'Crugen HT51',
        'as suv 2 600AB 55 T 15-20 cuv+truck+lt 120',
        'is a highway tire for SUVs and light trucks.',
      ],
      ['Crugen HP71', 'as suv 0 600AA 60 V 16-22 cuv 140', 'is a premium all-season tire for crossovers.'],
      [
        'Ecsta PS71',
        'su perf 0 300AAA - Y 17-20 perf 135',
        'is a summer performance tire with strong wet braking.',
      ],
      ['Ecsta PA51', 'as perf 0 500AA 50 W 16-20 perf 120', 'is an all-season performance tire.'],
      ['Ecsta PS91', 'su perf 0 200AAA - Y 18-21 perf 180 c50', 'is an extreme summer tire for sports cars.'],
      [
        'Solus TA11',
        'as pass 3 700AB 75 T 14-18 car 85',
        'is a value all-season tire with a 75,000-mile warranty.',
      ],
      ['Majesty 9 Solus TA91', 'as tour 0 600AA 70 V 16-19 car+cuv 125', 'is a quiet grand-touring tire.'],
      [
        'Road Venture AT52',
        'at lt 0 - 55 S 15-22 truck+lt+flot 135',
        'is an all-terrain tire with the severe-snow rating.',
      ],
      ['Road Venture MT71', 'mt lt 0 - - Q 15-20 lt+flot 170', 'is a mud-terrain tire with rim protection.'],
      ['WinterCraft Wi61', 'wi pass 0 - - T 14-18 car 100', 'is a value studless winter tire.'],
    ],
  ],
  [
    'nexen',
    [
      [
        'N’Fera AU7',
        'as perf 0 500AA 55 W 17-20 perf 110',
        'is a performance all-season tire with a long warranty.',
      ],
      ['N’Fera SUR4G', 'su perf 0 300AAA - W 17-20 perf 110', 'is a summer tire for sporty compacts.'],
      [
        'N’Priz AH8',
        'as tour 2 800AA 80 H 15-18 car+cuv 95',
        'is a touring tire with an 80,000-mile warranty.',
      ],
      ['Aria AH7', 'as pass 0 700AA 70 T 15-18 car 90', 'is an economical touring tire.'],
      [
        'Roadian ATX',
        'at lt 0 - 55 S 15-22 truck+lt 130',
        'is an all-terrain tire with the severe-snow rating.',
      ],
      ['Roadian HTX2', 'as suv 0 700AB 70 T 15-22 cuv+truck+lt 125', 'is a long-wearing highway tire.'],
      [
        'Roadian MTX',
        'mt lt 0 - - Q 15-22 lt+flot 165',
        'is a mud-terrain tire with an aggressive sidewall.',
      ],
    ],
  ],
];
