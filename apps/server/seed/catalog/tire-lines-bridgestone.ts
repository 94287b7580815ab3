import type { BrandLines } from './tire-line-def';

/** Bridgestone and Continental group lines. Spec format: see tire-line-def.ts. */
export const bridgestoneContinentalLines: readonly BrandLines[] = [
  [
    'bridgestone',
    [
      [
        'Potenza Sport',
        'su perf 5 340AAA - Y 17-21 perf 230 y5',
        'is Bridgestone’s flagship summer tire for sports cars and sport sedans.',
      ],
      [
        'Potenza Sport A/S',
        'as perf 1 560AA 50 W 16-21 perf 200 y5',
        'is an all-season performance tire that grips even in light snow.',
      ],
      [
        'Potenza RE980AS+',
        'as perf 0 500AA 50 W 15-20 perf 190 y5',
        'is an all-season performance tire with a broad size range.',
      ],
      [
        'Potenza RE-71RS',
        'su perf 0 200AA - W 15-20 perf 220 y5 c50',
        'is an extreme-performance summer tire that wins autocross championships.',
      ],
      [
        'Potenza S001 RFT',
        'su perf 0 280AAA - Y 17-20 perf 260 rfonly y5 c40',
        'is the run-flat summer original equipment of many BMWs.',
      ],
      [
        'Turanza EverDrive',
        'as tour 1 780AA 65 H 15-20 car+cuv 160 y5',
        'is a long-wearing touring tire that stays quiet for its whole life.',
      ],
      [
        'Turanza QuietTrack',
        'as tour 0 800AA 80 V 15-20 car+cuv 185 y5',
        'uses noise-canceling tread design for a hushed ride.',
      ],
      [
        'Turanza Serenity Plus',
        'as tour 0 700AA 80 H 15-19 car 175 y5',
        'is a comfortable touring tire for sedans and minivans.',
      ],
      [
        'DriveGuard',
        'as tour 0 600AA 60 V 16-19 car+cuv 200 rfonly y5 c60',
        'is a run-flat touring tire that fits cars built without run-flats.',
      ],
      [
        'Ecopia EP422 Plus',
        'as pass 0 600AA 70 H 15-18 car 140 y5',
        'is a fuel-saving all-season tire for hybrids and commuters.',
      ],
      [
        'WeatherPeak',
        'aw tour 0 700AB 70 H 15-20 car+cuv 175 y5',
        'is Bridgestone’s all-weather tire with the severe-snow rating.',
      ],
      [
        'Blizzak WS90',
        'wi tour 5 - - T 15-20 car 160 y5',
        'is the studless winter tire more drivers in snow country choose.',
      ],
      [
        'Blizzak DM-V2',
        'wi suv 1 - - T 15-22 cuv+truck 200 y5',
        'is a studless winter tire for SUVs and light trucks.',
      ],
      [
        'Blizzak WS80',
        'wi pass 0 - - T 14-20 car 150 y5',
        'is a proven winter tire for ice and packed snow.',
      ],
      [
        'Dueler A/T Revo 3',
        'at lt 0 - 50 S 15-20 truck+lt+flot 165 y5',
        'is an all-terrain tire for pickups and SUVs.',
      ],
      [
        'Dueler H/L Alenza Plus',
        'as suv 1 800AB 80 H 16-22 cuv+truck 200 y5',
        'is a smooth highway tire for luxury SUVs with an 80,000-mile warranty.',
      ],
      [
        'Dueler H/T 685',
        'as lt 0 - 65 T 16-20 truck+lt 170 y5',
        'is the original highway tire of many full-size pickups.',
      ],
      [
        'Alenza AS Ultra',
        'as suv 0 700AA 70 V 17-22 cuv+truck 210 y5',
        'is a premium SUV touring tire that stays quiet as it wears.',
      ],
    ],
  ],
  [
    'firestone',
    [
      [
        'WeatherGrip',
        'aw tour 1 700AB 65 H 15-20 car+cuv 150 y5',
        'is an affordable all-weather tire with the snowflake rating.',
      ],
      [
        'Destination LE3',
        'as suv 2 800AB 70 T 15-22 cuv+truck 150 y5',
        'is a highway tire for SUVs and pickups with a 70,000-mile warranty.',
      ],
      [
        'Destination A/T2',
        'at lt 0 - 55 S 15-20 truck+lt 160 y5',
        'is an all-terrain tire that stays quiet on the road.',
      ],
      [
        'Destination X/T',
        'at lt 0 - 55 R 16-22 lt+flot 190 y5',
        'is a rugged all-terrain tire with an aggressive look.',
      ],
      [
        'Destination M/T2',
        'mt lt 0 - - Q 15-20 lt+flot 195 y5',
        'is a mud-terrain tire with rim guards and a tough casing.',
      ],
      [
        'Firehawk Indy 500',
        'su perf 1 340AAA - W 15-20 perf 130 y5',
        'is a summer performance tire with a cult following at track days.',
      ],
      [
        'Firehawk AS V2',
        'as perf 0 500AA 45 W 16-20 perf 135 y5',
        'is a performance all-season tire at a fair price.',
      ],
      [
        'Champion Fuel Fighter',
        'as pass 0 700AB 70 H 14-18 car 115 y5',
        'is a fuel-efficient all-season tire with a 70,000-mile warranty.',
      ],
      [
        'All Season',
        'as pass 3 700AB 65 T 14-18 car 110 y5',
        'is a straightforward all-season tire at a friendly price.',
      ],
      [
        'Transforce HT2',
        'as lt 0 - - R 15-20 lt+truck 170 y5',
        'is a commercial light-truck tire for vans and work trucks.',
      ],
      [
        'Winterforce 2',
        'wi pass 0 - - S 14-18 car+cuv 110 y5',
        'is a value winter tire that can be studded.',
      ],
    ],
  ],
  [
    'fuzion',
    [
      [
        'Touring A/S',
        'as tour 2 500AB 55 H 14-18 car 80 y5',
        'is a Bridgestone-backed touring tire at an entry price.',
      ],
      ['UHP Sport A/S', 'as perf 0 500AA 45 W 15-20 perf 90 y5', 'is a value performance all-season tire.'],
    ],
  ],
  [
    'continental',
    [
      [
        'ExtremeContact DWS06 Plus',
        'as perf 5 560AA 50 W 15-22 perf+car 190',
        'is the performance all-season benchmark: dry, wet and snow grip in one tire.',
      ],
      [
        'ExtremeContact Sport 02',
        'su perf 0 340AAA - Y 17-21 perf 210',
        'is a summer tire with sharp steering and short braking.',
      ],
      [
        'PureContact LS',
        'as tour 1 700AA 70 V 15-20 car+cuv 175',
        'is a comfortable grand-touring tire with strong wet and snow grip.',
      ],
      [
        'TrueContact Tour',
        'as tour 3 800AB 80 H 14-19 car+cuv 160',
        'is a long-wearing touring tire with an 80,000-mile warranty.',
      ],
      [
        'ProContact TX',
        'as tour 0 500AA 50 V 17-21 car+cuv 190 rf',
        'is the quiet original-equipment touring tire of many premium cars.',
      ],
      [
        'CrossContact LX25',
        'as suv 0 700AB 70 H 16-22 cuv+truck 190',
        'is a quiet, efficient highway tire for crossovers and SUVs.',
      ],
      [
        'CrossContact RX',
        'as suv 0 600AA 50 V 17-22 cuv+truck 210',
        'is a premium all-season tire for luxury SUVs and electric crossovers.',
      ],
      [
        'TerrainContact A/T',
        'at suv 1 700AB 60 T 15-22 truck+cuv+lt 180',
        'is a refined all-terrain tire with a 60,000-mile warranty.',
      ],
      [
        'TerrainContact H/T',
        'as suv 0 800AB 70 T 16-22 cuv+truck 185',
        'is a highway tire for SUVs and pickups that rides quietly for years.',
      ],
      [
        'VikingContact 7',
        'wi tour 0 - - T 15-22 car+cuv 180',
        'is a Nordic winter tire for ice, snow and slush.',
      ],
    ],
  ],
  [
    'general',
    [
      [
        'Grabber A/TX',
        'at lt 1 - 60 S 15-22 truck+lt+flot 145',
        'is an all-terrain tire with severe-snow rating and a tough DuraGen casing.',
      ],
      [
        'Grabber APT',
        'at suv 0 700AB 60 T 15-22 truck+cuv 140',
        'is an all-terrain tire tuned for the pavement most trucks drive on.',
      ],
      [
        'Grabber HTS60',
        'as suv 2 600AB 60 T 15-22 truck+cuv+lt 135',
        'is a quiet, long-wearing highway tire for trucks and SUVs.',
      ],
      [
        'Grabber X3',
        'mt lt 0 - - Q 15-22 lt+flot 175',
        'is a mud-terrain tire with DuraGen sidewall protection.',
      ],
      [
        'AltiMAX RT45',
        'as tour 2 600AB 75 H 14-18 car+cuv 110',
        'is a value touring tire with a 75,000-mile warranty.',
      ],
      [
        'AltiMAX RT43',
        'as pass 0 600AB 75 T 14-18 car 100',
        'is a proven touring tire with wear indicators that tell you when to replace.',
      ],
      [
        'AltiMAX 365AW',
        'aw tour 1 600AB 65 H 15-20 car+cuv 125',
        'is a value all-weather tire with the snowflake rating.',
      ],
      [
        'G-MAX AS-05',
        'as perf 0 500AA 50 W 16-20 perf 120',
        'is a performance all-season tire at a working-class price.',
      ],
      ['G-MAX RS', 'su perf 0 300AAA - Y 17-20 perf 130', 'is a summer tire for sports cars on a budget.'],
      [
        'AltiMAX Arctic 12',
        'wi pass 0 - - T 14-18 car+cuv 120',
        'is a studdable winter tire for cars and crossovers.',
      ],
    ],
  ],
];
