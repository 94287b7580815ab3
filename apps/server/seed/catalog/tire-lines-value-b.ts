import type { BrandLines } from './tire-line-def';

/** Value brands, part two, and Tread's own private label. Spec format: see tire-line-def.ts. */
export const valueLinesB: readonly BrandLines[] = [
  [
    'sailun',
    [
      ['Atrezzo SH406', 'as pass 2 500AB 55 H 14-17 car 70', 'is a value all-season tire.'],
      ['Atrezzo ZSR', 'su perf 0 340AA - Y 17-20 perf 80', 'is a value summer ultra-high-performance tire.'],
      ['Terramax CVR', 'as suv 0 500AA 50 H 16-20 cuv 90', 'is a value crossover tire.'],
      ['Terramax A/T', 'at lt 0 - 50 S 15-20 truck+lt 115', 'is a value all-terrain tire.'],
    ],
  ],
  [
    'linglong',
    [
      ['Crosswind HP010', 'as pass 0 400AB 40 H 14-17 car 60', 'is an entry-priced touring tire.'],
      ['Crosswind 4x4 HP', 'as suv 0 400AB 40 H 16-20 cuv 75', 'is an entry-priced crossover tire.'],
      ['Crosswind A/T', 'at lt 0 - 40 S 15-20 truck+lt 95', 'is an entry-priced all-terrain tire.'],
    ],
  ],
  [
    'triangle',
    [
      ['TR928', 'as pass 0 400AB 40 T 14-16 car 60', 'is an entry-priced touring tire.'],
      ['Sportex TH201', 'su perf 0 320AA - W 16-20 perf 75', 'is a value summer performance tire.'],
      ['TR292', 'at lt 0 - 40 S 15-20 truck+lt 100', 'is a value all-terrain tire.'],
    ],
  ],
  [
    'giti',
    [
      [
        'GitiComfort T20',
        'as pass 0 600AB 65 T 14-17 car 75',
        'is a value touring tire from a major original-equipment maker.',
      ],
      ['GitiControl P10', 'as tour 0 600AA 65 H 15-19 car+cuv 85', 'is a value grand-touring tire.'],
      ['GitiSport S1', 'su perf 0 300AA - Y 17-20 perf 95', 'is a value summer performance tire.'],
    ],
  ],
  [
    'kapsen',
    [
      ['Papide K3000', 'as perf 0 420AA - W 16-20 perf 65', 'is an entry-priced performance tire.'],
      ['PracticalMax H/T RS21', 'as suv 0 500AB - T 16-20 cuv+truck 75', 'is an entry-priced highway tire.'],
    ],
  ],
  [
    'landsail',
    [
      ['LS388', 'as pass 0 400AB - H 14-18 car 60', 'is an entry-priced touring tire.'],
      ['CLV2', 'as suv 0 420AB - H 16-20 cuv 70', 'is an entry-priced crossover tire.'],
      ['LS588 UHP', 'as perf 0 420AA - W 17-22 perf 70', 'is an entry-priced performance tire.'],
    ],
  ],
  [
    'lionhart',
    [
      ['LH-Five', 'as perf 0 420AA - W 17-22 perf+cuv 75', 'is a value all-season tire for large wheels.'],
      ['LionClaw ATX2', 'at lt 0 - - S 15-20 truck+lt 110', 'is a value all-terrain tire.'],
    ],
  ],
  [
    'ohtsu',
    [
      ['FP7000', 'as tour 0 600AB 65 H 14-18 car 75', 'is a value touring tire built by Falken.'],
      ['FP8000', 'as perf 0 500AA 45 W 16-20 perf 85', 'is a value performance all-season tire.'],
    ],
  ],
  [
    'otani',
    [
      ['KC2000', 'as pass 0 500AB 55 H 14-18 car 65', 'is a value touring tire.'],
      ['SA1000', 'as perf 0 420AA - W 16-20 perf 70', 'is a value performance tire.'],
    ],
  ],
  [
    'petlas',
    [
      ['Elegant PT311', 'as pass 0 500AB 50 T 14-16 car 65', 'is an entry-priced touring tire.'],
      ['Velox Sport PT741', 'as perf 0 400AA - W 16-20 perf 80', 'is a value performance tire.'],
      ['Explero A/T PT421', 'at lt 0 - 50 S 15-20 truck+lt 110', 'is a value all-terrain tire.'],
    ],
  ],
  [
    'riken',
    [
      ['Raptor HR', 'as pass 0 500AB 50 H 14-18 car 70', 'is a European-made value touring tire.'],
      ['Raptor ZR A/S', 'as perf 0 400AA 40 W 16-20 perf 80', 'is a value performance all-season tire.'],
    ],
  ],
  [
    'starfire',
    [
      ['Solarus AS', 'as pass 3 600AB 65 T 14-18 car 75', 'is a Cooper-designed value touring tire.'],
      ['Solarus HT', 'as suv 0 600AB 60 T 15-20 truck+cuv 90', 'is a value highway tire.'],
    ],
  ],
  [
    'delinte',
    [
      ['DH2', 'as perf 0 420AA - W 15-20 car+perf 70', 'is a value performance all-season tire.'],
      ['Bandit M/T DX-10', 'mt lt 0 - - Q 15-22 lt+flot 150', 'is a value mud-terrain tire.'],
    ],
  ],
  [
    'arroyo',
    [
      ['Eco Pro A/S', 'as pass 0 600AB 60 H 14-17 car 70', 'is a value eco touring tire.'],
      [
        'Grand Sport A/S',
        'as perf 0 500AA 50 W 15-22 perf+car 80',
        'is a value performance all-season tire.',
      ],
      ['Tamarock A/T', 'at lt 0 - 50 S 15-22 truck+lt 125', 'is a value all-terrain tire.'],
    ],
  ],
  [
    'zeetex',
    [
      ['ZT1000', 'as pass 0 400AB - H 14-18 car 62', 'is an entry-priced touring tire.'],
      ['HP2000 vfm', 'su perf 0 320AA - W 16-22 perf 70', 'is an entry-priced performance tire.'],
    ],
  ],
  [
    'cosmo',
    [
      ['RC-17', 'as pass 0 500AB 50 H 14-18 car 70', 'is a value touring tire.'],
      ['Mud Kicker', 'mt lt 0 - - Q 15-22 lt+flot 140', 'is a value mud-terrain tire.'],
    ],
  ],
  ['corsa', [['Corsa Touring A/S', 'as pass 0 500AB 50 T 14-17 car 65', 'is an entry-priced touring tire.']]],
  [
    'radar',
    [
      ['Rivera Pro 2', 'as pass 0 500AB 55 H 14-18 car 70', 'is a value touring tire.'],
      ['Dimax R8+', 'as perf 0 400AA 45 W 16-22 perf 80', 'is a value ultra-high-performance tire.'],
      ['Renegade A/T-5', 'at lt 0 - 50 S 15-22 truck+lt 120', 'is a value all-terrain tire.'],
    ],
  ],
  [
    'rovelo',
    [
      ['RHP-780', 'as pass 0 420AB - H 14-17 car 60', 'is an entry-priced touring tire.'],
      ['Road Quest H/T', 'as suv 0 420AB - T 15-20 truck+cuv 75', 'is an entry-priced highway tire.'],
    ],
  ],
  ['sentury', [['Qirin 990', 'as perf 0 420AA - W 16-20 perf 70', 'is a value performance tire.']]],
  [
    'thunderer',
    [
      ['Mach I R201', 'as pass 0 420AB 40 T 14-16 car 60', 'is an entry-priced touring tire.'],
      ['Trac Grip M/T R408', 'mt lt 0 - - Q 15-20 lt+flot 125', 'is a value mud-terrain tire.'],
    ],
  ],
  [
    'tornel',
    [
      ['Classic', 'as pass 0 400BB - S 14-16 car 60', 'is an entry-priced touring tire made in Mexico.'],
      ['Astral', 'as pass 0 400AB - T 14-17 car 62', 'is an entry-priced all-season tire.'],
    ],
  ],
  [
    'travelstar',
    [
      ['UN33', 'as pass 0 400AB 45 H 14-18 car 62', 'is an entry-priced touring tire.'],
      ['UN106', 'as pass 0 400AB 45 T 14-16 car 60', 'is an entry-priced all-season tire.'],
    ],
  ],
  [
    'accelera',
    [
      ['PHI', 'su perf 0 320AA - Y 17-22 perf 80', 'is a value ultra-high-performance tire.'],
      ['M/T-01', 'mt lt 0 - - Q 15-20 lt+flot 135', 'is a value mud-terrain tire.'],
    ],
  ],
  [
    'armstrong',
    [
      ['Blu-Trac PC', 'as pass 0 500AB 55 H 14-18 car 70', 'is a value touring tire.'],
      ['Tru-Trac HT', 'as suv 0 500AB 55 T 15-20 truck+cuv 85', 'is a value highway tire.'],
      ['Tru-Trac AT', 'at lt 0 - 50 S 15-20 truck+lt 115', 'is a value all-terrain tire.'],
    ],
  ],
  ['mohave', [['A/T', 'at lt 0 - 40 S 15-20 truck+lt 105', 'is an entry-priced all-terrain tire.']]],
  [
    'tread-select',
    [
      [
        'Touring A/S',
        'as tour 2 600AB 60 H 14-20 car+cuv 85 c60',
        'is our own touring tire, built to our spec by a partner factory.',
      ],
      [
        'All-Terrain',
        'at lt 2 - 50 S 15-20 truck+lt 110 c60',
        'is our own all-terrain tire for trucks and SUVs.',
      ],
    ],
  ],
  [
    'tread-signature',
    [
      [
        'Sport A/S',
        'as perf 4 500AA 50 W 17-21 perf 120 c60',
        'is our premium private-label performance all-season tire.',
      ],
      [
        'Highway',
        'as suv 4 700AB 70 T 16-22 cuv+truck 120 c60',
        'is our premium private-label highway tire for SUVs and pickups.',
      ],
    ],
  ],
];
