import type { BrandLines } from './tire-line-def';

/** Pirelli, Nokian and Vredestein. Spec format: see tire-line-def.ts. */
export const europeLines: readonly BrandLines[] = [
  [
    'pirelli',
    [
      [
        'P Zero PZ4',
        'su perf 5 220AAA - Y 18-21 perf 250 rf y5',
        'is the summer original equipment of supercars and sport sedans alike.',
      ],
      [
        'P Zero All Season',
        'as perf 0 500AA 45 W 17-21 perf 230 y5',
        'is an all-season ultra-high-performance tire for luxury sports cars.',
      ],
      [
        'P Zero Trofeo R',
        'su perf 0 60AAA - Y 18-21 perf 340 y5 c40',
        'is a street-legal track tire for the most extreme cars.',
      ],
      [
        'Cinturato P7 AS Plus 3',
        'as tour 1 700AA 70 V 16-20 car+cuv 170 rf y5',
        'is a touring tire that lasts 70,000 miles and stays quiet.',
      ],
      [
        'Cinturato WeatherActive',
        'aw tour 0 700AB 65 H 16-20 car+cuv 175 y5',
        'is Pirelli’s all-weather touring tire with the snowflake rating.',
      ],
      [
        'Scorpion AS Plus 3',
        'as suv 1 800AB 70 H 16-22 cuv+truck 185 y5',
        'is a highway tire for SUVs and pickups with strong wet grip.',
      ],
      [
        'Scorpion Verde All Season Plus II',
        'as suv 0 700AB 65 H 16-22 cuv+truck 175 y5',
        'is an efficient all-season tire for crossovers.',
      ],
      [
        'Scorpion Zero All Season',
        'as suv 0 500AA 50 W 18-22 cuv+perf 250 y5',
        'is a performance all-season tire for high-powered SUVs.',
      ],
      [
        'Scorpion All Terrain Plus',
        'at lt 0 - 60 T 16-22 truck+lt 190 y5',
        'is an all-terrain tire that stays composed on the highway.',
      ],
      [
        'Scorpion WeatherActive',
        'aw suv 0 700AB 65 H 17-22 cuv+truck 195 y5',
        'is an all-weather tire for SUVs with the severe-snow rating.',
      ],
      ['Winter Sottozero 3', 'wi perf 0 - - V 16-21 perf 220 y5', 'is a winter tire for performance cars.'],
    ],
  ],
  [
    'nokian',
    [
      [
        'Hakkapeliitta R5',
        'wi tour 5 - - T 14-21 car+cuv 185',
        'is the Finnish studless winter tire for the harshest ice and snow.',
      ],
      [
        'Hakkapeliitta R5 SUV',
        'wi suv 0 - - T 16-22 cuv+truck 220',
        'brings Hakkapeliitta winter grip to SUVs.',
      ],
      ['Hakkapeliitta 10', 'wi tour 0 - - T 15-20 car+cuv 190', 'is a studded winter tire for icy roads.'],
      [
        'WRG4',
        'aw tour 1 600AB 60 H 15-20 car+cuv 165',
        'is the all-weather tire from the company that invented the winter tire.',
      ],
      ['WRG4 SUV', 'aw suv 0 600AB 60 H 16-22 cuv+truck 195', 'is an all-weather tire for SUVs.'],
      [
        'One',
        'as tour 0 800AB 80 H 15-20 car+cuv 165',
        'is an all-season touring tire with an 80,000-mile warranty.',
      ],
      [
        'Outpost AT',
        'at lt 0 - 50 S 16-20 truck+lt 175',
        'is an all-terrain tire with aramid-reinforced sidewalls.',
      ],
      ['Rotiiva AT Plus', 'at lt 0 - 50 S 15-20 truck+lt 180', 'is a durable all-terrain tire for trucks.'],
    ],
  ],
  [
    'vredestein',
    [
      [
        'Quatrac Pro+',
        'aw perf 1 500AA 60 W 16-22 perf+car+cuv 165',
        'is an all-weather ultra-high-performance tire designed with Giugiaro.',
      ],
      [
        'Quatrac',
        'aw tour 0 600AB 60 H 14-20 car+cuv 130',
        'is an all-weather tire with the snowflake rating.',
      ],
      [
        'Hypertrac All Season',
        'as perf 0 500AA 50 W 17-22 perf 175',
        'is an all-season tire for high-powered cars.',
      ],
      [
        'Ultrac Vorti R',
        'su perf 0 300AAA - Y 18-22 perf 200',
        'is a summer tire for sports cars and performance SUVs.',
      ],
      ['Wintrac Pro+', 'wi perf 0 - - V 17-22 perf 190', 'is a winter tire for performance cars.'],
      [
        'Pinza AT',
        'at lt 0 - 50 S 16-20 truck+lt 160',
        'is an all-terrain tire with a silica-rich compound.',
      ],
    ],
  ],
];
