import type { BrandLines } from './tire-line-def';

/** Michelin group lines. Spec format: see tire-line-def.ts. */
export const michelinGroupLines: readonly BrandLines[] = [
  [
    'michelin',
    [
      [
        'Defender2',
        'as tour 5 820AB 80 H 15-20 car+cuv 175',
        'is Michelin’s longest-lasting all-season touring tire, built to keep its wet grip as it wears.',
      ],
      [
        'CrossClimate2',
        'aw tour 5 640AB 60 H 15-21 car+cuv 190 rf',
        'is an all-weather tire with the snowflake rating that still drives like a premium all-season.',
      ],
      [
        'Pilot Sport 4S',
        'su perf 5 300AAA - Y 17-21 perf 230',
        'is the summer benchmark for sports cars, chosen by Porsche, BMW M and Corvette.',
      ],
      [
        'Pilot Sport All Season 4',
        'as perf 1 500AA 45 W 17-21 perf 205',
        'brings ultra-high-performance grip to an all-season tire that handles wet roads and light snow.',
      ],
      [
        'Primacy Tour A/S',
        'as tour 0 500AA 55 V 16-21 car+cuv 195 rf',
        'is a quiet grand-touring tire fitted as original equipment on many luxury sedans and crossovers.',
      ],
      [
        'Primacy MXM4',
        'as tour 0 500AA 45 V 16-20 car 190 rf',
        'gives luxury sedans a refined ride with confident wet braking.',
      ],
      [
        'Premier A/S',
        'as tour 3 540AA 60 H 15-20 car+cuv 190',
        'uses EverGrip technology so its wet traction holds up deep into the tread.',
      ],
      [
        'Energy Saver A/S',
        'as pass 0 700AB 65 H 14-18 car 160',
        'lowers rolling resistance to stretch every tank and every charge.',
      ],
      [
        'Pilot Sport 4 SUV',
        'su suv 0 340AA - Y 18-22 cuv+perf 230',
        'gives performance SUVs sports-car steering and braking.',
      ],
      [
        'Pilot Sport Cup 2',
        'su perf 0 180AA - Y 18-21 perf 330 c50',
        'is a track-capable street tire for the fastest cars on the road.',
      ],
      [
        'Pilot Sport A/S 3+',
        'as perf 0 500AA 45 W 16-20 perf 190 rf',
        'is a proven all-season performance tire with crisp handling.',
      ],
      [
        'LTX M/S2',
        'as suv 0 720AB 70 T 15-20 cuv+truck 175',
        'is a long-wearing highway tire for SUVs and pickups.',
      ],
      [
        'Defender LTX M/S',
        'as suv 5 820AB 70 T 15-22 cuv+truck+lt 180',
        'is the long-mileage highway tire for trucks and SUVs that work hard.',
      ],
      [
        'Defender LTX M/S2',
        'as suv 1 800AB 70 T 16-22 cuv+truck 190',
        'improves on the Defender LTX M/S with better wet and snow traction as it wears.',
      ],
      [
        'LTX A/T2',
        'at lt 0 - 50 S 16-20 truck+lt 190',
        'is an all-terrain truck tire that stays civil on the highway.',
      ],
      [
        'X-Ice Snow',
        'wi tour 1 - 40 T 14-20 car+cuv 165',
        'is a studless winter tire backed by a rare 40,000-mile warranty.',
      ],
      [
        'X-Ice Snow SUV',
        'wi suv 0 - 40 T 16-22 cuv+truck 190',
        'brings X-Ice Snow grip to SUVs and light trucks.',
      ],
    ],
  ],
  [
    'bfgoodrich',
    [
      [
        'All-Terrain T/A KO2',
        'at lt 5 - 50 S 15-22 truck+lt+flot 150 rwl c60',
        'is the all-terrain icon, with sidewalls toughened for rocks and a tread that lasts.',
      ],
      [
        'All-Terrain T/A KO3',
        'at lt 1 - 50 S 15-22 truck+lt+flot 160 rwl',
        'is the next KO: tougher sidewalls, longer life and better snow traction.',
      ],
      [
        'Trail-Terrain T/A',
        'at suv 1 600AB 60 T 15-22 truck+cuv 145 owl',
        'is an on-road all-terrain for crossovers and SUVs that see gravel and dirt.',
      ],
      [
        'Mud-Terrain T/A KM3',
        'mt lt 0 - - Q 15-22 lt+flot 185',
        'claws through mud and rock with a tread designed with Baja champions.',
      ],
      [
        'Advantage Control',
        'as tour 2 720AB 65 H 15-20 car+cuv 130',
        'is a confident all-season touring tire with surprisingly sharp handling.',
      ],
      [
        'Advantage T/A Sport LT',
        'as suv 0 700AB 65 T 16-22 cuv+truck 155',
        'is an all-season highway tire for SUVs and light trucks.',
      ],
      [
        'g-Force COMP-2 A/S Plus',
        'as perf 1 500AA 45 W 15-20 perf 150',
        'is an enthusiast favorite: all-season grip that pushes close to a summer tire.',
      ],
      [
        'g-Force Sport COMP-2',
        'su perf 0 340AAA - W 16-20 perf 150',
        'is a summer tire for sporty coupes and sedans.',
      ],
      [
        'g-Force Rival S 1.5',
        'su perf 0 200AA - W 15-20 perf 185 c50',
        'is an extreme-performance street tire built for autocross.',
      ],
      [
        'Radial T/A',
        'as pass 0 420AB - S 14-17 car 120 rwl c40',
        'keeps classic American muscle looking right with raised white letters.',
      ],
    ],
  ],
  [
    'uniroyal',
    [
      [
        'Tiger Paw Touring A/S',
        'as tour 2 700AA 65 H 15-20 car+cuv 105',
        'is an affordable touring tire with strong wet braking.',
      ],
      [
        'Tiger Paw AWP 3',
        'as pass 3 800AB 80 T 14-17 car 95',
        'is a budget all-season tire with an 80,000-mile warranty.',
      ],
      [
        'Tiger Paw GTZ A/S 2',
        'as perf 0 500AA 45 V 16-20 perf 110',
        'is a value performance all-season tire for sporty sedans.',
      ],
      [
        'Laredo Cross Country Tour',
        'as suv 0 700AB 60 T 15-20 cuv+truck 120',
        'is a comfortable highway tire for SUVs and pickups.',
      ],
    ],
  ],
];
