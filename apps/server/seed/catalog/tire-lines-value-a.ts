import type { BrandLines } from './tire-line-def';

/** Value and specialist brands, part one. Spec format: see tire-line-def.ts. */
export const valueLinesA: readonly BrandLines[] = [
  [
    'maxxis',
    [
      ['Bravo HP-M3', 'as suv 0 600AA 60 V 15-20 cuv 110', 'is an all-season tire for crossovers and SUVs.'],
      ['Premitra HP5', 'su perf 0 400AA - W 15-19 perf+car 105', 'is a summer touring-performance tire.'],
      ['Victra Sport 5', 'su perf 0 300AAA - Y 17-20 perf 125', 'is a summer ultra-high-performance tire.'],
      [
        'Razr AT811',
        'at lt 1 - 50 S 16-22 truck+lt 160',
        'is an all-terrain tire with the severe-snow rating.',
      ],
      ['Bravo AT-771', 'at lt 0 - 50 S 15-20 truck+lt 140', 'is a proven all-terrain tire.'],
      [
        'Razr MT772',
        'mt lt 0 - - Q 15-22 lt+flot 190',
        'is a mud-terrain tire with a tough three-ply sidewall.',
      ],
    ],
  ],
  [
    'mickey-thompson',
    [
      [
        'Baja Boss A/T',
        'at lt 1 - 50 S 15-22 truck+lt+flot 200 c50',
        'is an all-terrain tire with a heavy-duty PowerPly XD casing.',
      ],
      [
        'Baja Legend EXP',
        'at lt 0 - 60 R 15-22 lt+flot 215 c50',
        'is an expedition all-terrain tire with a 60,000-mile warranty.',
      ],
      [
        'Baja Legend MTZ',
        'mt lt 0 - - Q 15-22 lt+flot 225 c50',
        'is a mud-terrain tire for serious rock and mud.',
      ],
      ['Street Comp', 'su perf 0 240AAA - W 17-22 perf 160 c60', 'is a summer tire sized for muscle cars.'],
    ],
  ],
  [
    'kenda',
    [
      ['Kenetica Touring A/S', 'as pass 2 600AB 60 T 14-17 car 70', 'is a low-cost touring tire.'],
      [
        'Klever A/T2',
        'at lt 0 - 50 S 15-20 truck+lt 120',
        'is a value all-terrain tire with the severe-snow rating.',
      ],
    ],
  ],
  [
    'gt-radial',
    [
      [
        'Maxtour LX',
        'as pass 0 700AB 75 T 14-18 car 80',
        'is a value touring tire with a 75,000-mile warranty.',
      ],
      ['Champiro Touring AS', 'as tour 2 600AB 70 H 15-19 car+cuv 85', 'is a value grand-touring tire.'],
      [
        'Champiro UHP AS',
        'as perf 0 500AA 45 W 16-20 perf 90',
        'is a value ultra-high-performance all-season tire.',
      ],
      ['Adventuro AT3', 'at lt 0 - 50 S 15-20 truck+lt 120', 'is a value all-terrain tire.'],
    ],
  ],
  [
    'hercules',
    [
      [
        'Roadtour 855 SPE',
        'as tour 2 800AB 85 H 14-18 car+cuv 85',
        'is a touring tire with an 85,000-mile warranty.',
      ],
      [
        'Terra Trac AT II',
        'at lt 0 - 60 S 15-22 truck+lt+flot 130',
        'is an all-terrain tire with a 60,000-mile warranty.',
      ],
      ['Terra Trac HT', 'as suv 0 700AB 65 T 15-20 truck+cuv 110', 'is a value highway tire.'],
    ],
  ],
  [
    'ironman',
    [
      ['RB-12', 'as pass 0 500AB 50 T 14-16 car 65', 'is an entry-priced all-season tire.'],
      ['iMove Gen3 AS', 'as perf 0 500AA 45 W 15-20 perf+car 75', 'is a budget performance all-season tire.'],
      ['All Country A/T2', 'at lt 0 - 50 S 15-22 truck+lt 115', 'is a budget all-terrain tire.'],
    ],
  ],
  [
    'milestar',
    [
      ['MS932 Sport', 'as tour 0 500AA 45 H 14-20 car+perf 70', 'is a budget all-season tire.'],
      [
        'Weatherguard AS710 Sport',
        'as perf 0 500AA 50 W 16-20 perf 80',
        'is a value performance all-season tire.',
      ],
      [
        'Patagonia A/T R',
        'at lt 2 - 50 S 15-22 truck+lt+flot 120',
        'is a rugged-terrain tire at a value price.',
      ],
      ['Patagonia M/T-02', 'mt lt 0 - - Q 15-22 lt+flot 145', 'is a value mud-terrain tire.'],
    ],
  ],
  [
    'federal',
    [
      ['595 RS-PRO', 'su perf 0 200AA - W 15-20 perf 110', 'is a track-day summer tire.'],
      ['Formoza AZ01', 'su perf 0 300AA - W 15-20 perf 90', 'is a value summer tire.'],
      ['Couragia M/T', 'mt lt 0 - - Q 15-22 lt+flot 160', 'is a value mud-terrain tire.'],
    ],
  ],
  [
    'achilles',
    [
      ['868 All Seasons', 'as pass 0 500AB 50 H 14-19 car 65', 'is an entry-priced all-season tire.'],
      ['ATR Sport 2', 'as perf 0 400AA - W 15-20 perf 75', 'is a budget performance tire.'],
      ['Desert Hawk X-MT', 'mt lt 0 - - Q 15-22 lt+flot 140', 'is a value mud-terrain tire.'],
    ],
  ],
  [
    'atturo',
    [
      [
        'AZ850',
        'as suv 0 500AA 50 W 18-22 cuv 120',
        'is a performance all-season tire for SUVs on large wheels.',
      ],
      ['Trail Blade X/T', 'at lt 0 - 50 S 16-22 lt+flot 160', 'is a hybrid-terrain tire at a fair price.'],
      ['Trail Blade M/T', 'mt lt 0 - - Q 15-22 lt+flot 170', 'is a mud-terrain tire with sidewall lugs.'],
    ],
  ],
  [
    'lexani',
    [
      [
        'LX-Twenty',
        'as perf 0 400AA 40 W 18-22 perf+cuv 85',
        'is an all-season tire sized for large custom wheels.',
      ],
      ['LXHT-206', 'as suv 0 500AB 50 T 16-22 cuv+truck 95', 'is a highway tire for trucks and SUVs.'],
      ['Terrain Beast AT', 'at lt 0 - 40 S 16-22 truck+lt 130', 'is a value all-terrain tire.'],
    ],
  ],
  [
    'nankang',
    [
      ['AS-2+', 'as pass 0 500AA 45 H 14-20 car+perf 75', 'is a budget all-season tire.'],
      ['NS-25', 'as perf 0 500AA 45 W 15-20 perf+car 80', 'is a value performance all-season tire.'],
      ['AR-1', 'su perf 0 80AA - W 15-19 perf 140 c40', 'is a DOT-legal competition tire.'],
      ['FT-7 A/T', 'at lt 0 - 50 S 15-20 truck+lt 115', 'is a value all-terrain tire.'],
    ],
  ],
  [
    'westlake',
    [
      ['RP18', 'as pass 2 500AB 50 T 13-16 car 60', 'is an entry-priced touring tire.'],
      ['SA07 Sport', 'su perf 0 320AA - W 15-20 perf 70', 'is a budget summer tire.'],
      ['SL369 A/T', 'at lt 0 - 45 S 15-20 truck+lt 100', 'is a budget all-terrain tire.'],
    ],
  ],
  [
    'goodride',
    [
      ['RP28', 'as pass 0 500AB 50 T 14-16 car 60', 'is an entry-priced all-season tire.'],
      ['SA37 Sport', 'su perf 0 320AA - W 16-20 perf 75', 'is a budget summer performance tire.'],
      ['SU318 H/T', 'as suv 0 500AB 50 T 15-20 truck+cuv 80', 'is a budget highway tire.'],
    ],
  ],
];
