import type { BrandLines } from './tire-line-def';

/** Goodyear, Dunlop, Kelly, Cooper and Mastercraft lines. Spec format: see tire-line-def.ts. */
export const goodyearGroupLines: readonly BrandLines[] = [
  [
    'goodyear',
    [
      [
        'Assurance WeatherReady 2',
        'aw tour 5 700AB 65 V 15-21 car+cuv 185',
        'is a year-round all-weather tire with the severe-snow rating.',
      ],
      [
        'Assurance WeatherReady',
        'aw tour 1 700AB 60 H 15-20 car+cuv 175',
        'uses soybean-oil rubber to stay flexible from summer heat to winter snow.',
      ],
      [
        'Assurance ComfortDrive',
        'as tour 0 700AB 70 V 16-20 car+cuv 200',
        'is Goodyear’s quietest touring tire.',
      ],
      [
        'Assurance MaxLife',
        'as pass 0 800AB 85 H 14-20 car+cuv 165',
        'is built for mileage, with an 85,000-mile warranty.',
      ],
      [
        'Assurance All-Season',
        'as pass 2 700AB 65 T 14-20 car+cuv 140',
        'is a dependable everyday tire at an everyday price.',
      ],
      [
        'ElectricDrive GT',
        'as tour 0 500AA 50 V 18-21 car+cuv 210',
        'is made for electric cars: quiet, efficient and built for instant torque.',
      ],
      [
        'Eagle F1 Asymmetric 6',
        'su perf 5 300AAA - Y 17-21 perf 225',
        'is a summer performance tire with remarkably short wet braking distances.',
      ],
      [
        'Eagle F1 Asymmetric 5',
        'su perf 0 300AAA - Y 17-21 perf 210 rf',
        'is a summer tire trusted as original equipment by German automakers.',
      ],
      [
        'Eagle F1 Supercar 3',
        'su perf 0 200AAA - Y 18-21 perf 320 c50',
        'is the track-ready original equipment of the Camaro SS 1LE and ZL1.',
      ],
      [
        'Eagle Exhilarate',
        'su perf 0 400AAA - W 16-20 perf 195',
        'is a summer tire tuned for sharp handling and a long life.',
      ],
      [
        'Eagle Sport All-Season',
        'as perf 2 500AA 50 V 15-22 perf+cuv 145 rf',
        'is a sporty all-season tire with run-flat sizes for BMW and Mercedes.',
      ],
      [
        'Eagle Touring',
        'as tour 0 500AA 40 V 18-21 car+cuv 200',
        'is the quiet original-equipment touring tire of many luxury models.',
      ],
      [
        'Wrangler Workhorse AT',
        'at lt 2 - 50 S 16-20 truck+lt 165',
        'is an all-terrain tire for pickups that work for a living.',
      ],
      [
        'Wrangler Workhorse HT',
        'as lt 0 - 60 T 15-20 truck+lt 150',
        'is a long-wearing highway tire for pickups and vans.',
      ],
      [
        'Wrangler DuraTrac RT',
        'at lt 1 - 50 S 15-22 truck+lt+flot 195',
        'is a rugged-terrain tire for off-road grip and winter traction.',
      ],
      [
        'Wrangler DuraTrac',
        'at lt 0 - 50 Q 15-22 truck+lt+flot 185',
        'is the original DuraTrac: serious mud traction that still handles the commute.',
      ],
      [
        'Wrangler Territory AT',
        'at lt 0 - 50 S 17-22 truck+lt 200',
        'is the original equipment of the F-150 Tremor and Ram TRX.',
      ],
      [
        'Wrangler Territory MT',
        'mt lt 0 - - Q 17-20 lt+flot 210',
        'is the mud-terrain tire chosen for the Silverado ZR2 and Sierra AT4X.',
      ],
      [
        'Wrangler Boulder MT',
        'mt lt 0 - - Q 15-22 lt+flot 220 owl',
        'is a rock-crawling mud-terrain tire with an off-road-tough casing.',
      ],
      [
        'Wrangler All-Terrain Adventure',
        'at suv 0 620AB 60 T 15-20 truck+lt 165',
        'uses Kevlar in its casing to shrug off trail damage.',
      ],
      [
        'Wrangler Fortitude HT',
        'as suv 0 700AB 60 T 16-22 truck+cuv 165',
        'is a quiet highway tire for full-size SUVs and half-ton pickups.',
      ],
      [
        'WinterCommand',
        'wi tour 0 - - T 15-20 car+cuv 140',
        'is a studdable winter tire for real northern winters.',
      ],
      [
        'Ultra Grip Winter',
        'wi pass 0 - - T 14-18 car 130',
        'is an affordable studless winter tire for cars.',
      ],
    ],
  ],
  [
    'dunlop',
    [
      [
        'SP Sport Maxx GT',
        'su perf 0 280AAA - Y 17-21 perf 230 rf',
        'is the summer original equipment of many German sports cars, with run-flat sizes.',
      ],
      [
        'SP Sport Maxx RT2',
        'su perf 0 300AAA - Y 17-21 perf 210',
        'is a summer performance tire with Formula One-derived grip.',
      ],
      [
        'Direzza DZ102',
        'su perf 2 320AAA - W 15-20 perf 120',
        'is an affordable summer tire for sporty compacts.',
      ],
      [
        'Signature HP',
        'as perf 0 600AA 50 V 16-20 perf 145',
        'is a performance all-season tire with a long life.',
      ],
      [
        'Grandtrek AT20',
        'at suv 0 380AB - S 16-18 truck 140',
        'is the original all-terrain tire of the Toyota 4Runner and Tacoma.',
      ],
      [
        'Grandtrek Touring A/S',
        'as suv 0 500AA 50 H 16-20 cuv+truck 150',
        'is a smooth original-equipment tire for crossovers.',
      ],
      [
        'Winter Maxx SJ8',
        'wi suv 0 - - T 15-20 cuv+truck 160',
        'is a studless winter tire for SUVs and crossovers.',
      ],
    ],
  ],
  [
    'kelly',
    [
      [
        'Edge A/S',
        'as tour 2 600AB 65 H 14-20 car+cuv 95',
        'is a budget touring tire from Goodyear’s factories.',
      ],
      ['Edge Sport', 'as perf 0 500AA 45 V 16-20 perf 110', 'is an affordable performance all-season tire.'],
      ['Edge AT', 'at lt 4 - 50 S 15-20 truck+lt 130', 'is an all-terrain tire at a working-truck price.'],
      ['Edge HT', 'as suv 0 600AB 60 T 15-20 truck+cuv 115', 'is a quiet highway tire for pickups and SUVs.'],
    ],
  ],
  [
    'cooper',
    [
      [
        'Discoverer AT3 4S',
        'at suv 1 700AB 65 T 15-22 truck+cuv 150 owl',
        'is an all-terrain tire with the snowflake rating and a 65,000-mile warranty.',
      ],
      [
        'Discoverer AT3 XLT',
        'at lt 0 - 60 R 16-22 lt+flot 190',
        'is an all-terrain tire for heavy-duty pickups.',
      ],
      [
        'Discoverer Road+Trail AT',
        'at suv 0 700AB 65 T 16-22 truck+cuv 150',
        'balances highway comfort with weekend trail grip.',
      ],
      [
        'Discoverer Rugged Trek',
        'at lt 0 - 60 R 16-22 truck+lt 185',
        'is a rugged-terrain tire with aggressive shoulders.',
      ],
      [
        'Discoverer STT Pro',
        'mt lt 0 - - Q 15-22 lt+flot 210',
        'is a mud-terrain tire with three-ply sidewalls.',
      ],
      [
        'Endeavor Plus',
        'as tour 2 720AB 65 V 15-19 car+cuv 130',
        'is a touring tire for crossovers with Stabiledge performance technology.',
      ],
      [
        'Endeavor',
        'as tour 0 720AB 60 H 14-19 car+cuv 120',
        'is a value touring tire with a 60,000-mile warranty.',
      ],
      [
        'CS5 Ultra Touring',
        'as tour 0 720AA 70 H 14-20 car+cuv 135',
        'is a smooth, quiet touring tire with a 70,000-mile warranty.',
      ],
      [
        'Cobra Instinct',
        'as perf 0 500AA 45 W 15-20 perf 130',
        'is a performance all-season tire with a muscle-car look.',
      ],
      [
        'Zeon RS3-G1',
        'as perf 0 560AA 50 W 16-20 perf 140',
        'is a performance all-season tire that grips in the rain.',
      ],
      [
        'Evolution Tour',
        'as pass 3 700AB 60 T 14-18 car 95',
        'is an economical all-season tire for commuters.',
      ],
      [
        'Evolution Winter',
        'wi tour 0 - - T 15-20 car+cuv 120',
        'is a studdable winter tire for cars and crossovers.',
      ],
    ],
  ],
  [
    'mastercraft',
    [
      [
        'Stratus AS',
        'as tour 2 700AB 65 H 15-20 car+cuv 100',
        'is a Cooper-built touring tire at a dealer-friendly price.',
      ],
      [
        'Courser AXT2',
        'at lt 0 - 55 S 15-22 truck+lt+flot 140',
        'is a value all-terrain tire with a tough casing.',
      ],
      ['Courser MXT', 'mt lt 0 - - Q 15-20 lt+flot 170', 'is a budget mud-terrain tire for weekend trails.'],
    ],
  ],
];
