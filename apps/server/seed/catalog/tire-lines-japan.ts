import type { BrandLines } from './tire-line-def';

/** Yokohama, Toyo, Nitto, Falken and Sumitomo. Spec format: see tire-line-def.ts. */
export const japanLines: readonly BrandLines[] = [
  [
    'yokohama',
    [
      [
        'Geolandar A/T G015',
        'at suv 1 500AB 60 T 15-22 truck+cuv+lt+flot 140 y5',
        'is an all-terrain tire with the snowflake rating and a 60,000-mile warranty.',
      ],
      [
        'Geolandar X-AT',
        'at lt 0 - 50 R 16-22 lt+flot 195 y5',
        'is a hybrid all-terrain with mud-terrain looks and highway manners.',
      ],
      [
        'Geolandar M/T G003',
        'mt lt 0 - - Q 15-22 lt+flot 210 y5',
        'is a mud-terrain tire with a triple-ply sidewall.',
      ],
      [
        'Geolandar CV G058',
        'as suv 2 700AB 70 H 16-20 cuv 150 y5',
        'is an all-season tire for compact crossovers.',
      ],
      [
        'Geolandar X-CV',
        'as suv 0 500AA 50 W 18-22 cuv 210 y5',
        'is a performance all-season tire for luxury SUVs.',
      ],
      [
        'Avid Ascend LX',
        'as tour 0 800AA 85 H 14-20 car+cuv 150 y5',
        'is a touring tire with an 85,000-mile warranty.',
      ],
      [
        'Avid Ascend GT',
        'as tour 3 700AA 65 V 15-20 car+cuv 140 y5',
        'is a touring tire with sporty handling.',
      ],
      [
        'ADVAN Apex V601',
        'su perf 1 300AAA - Y 17-22 perf 190 y5',
        'is a summer performance tire with strong wet grip.',
      ],
      [
        'ADVAN Sport A/S+',
        'as perf 0 500AA 45 W 17-21 perf 200 y5',
        'is an all-season ultra-high-performance tire.',
      ],
      [
        'ADVAN Sport V107',
        'su perf 0 300AAA - Y 18-21 perf 240 rf y5',
        'is a summer tire for high-performance luxury cars, with run-flat sizes.',
      ],
      [
        'ADVAN Neova AD09',
        'su perf 0 200AA - W 15-20 perf 230 y5 c50',
        'is an extreme-performance summer tire for track days.',
      ],
      [
        'iceGUARD iG51v',
        'wi tour 0 - - T 15-20 car+cuv 150 y5',
        'is a studless winter tire with water-absorbing compound.',
      ],
    ],
  ],
  [
    'toyo',
    [
      [
        'Open Country A/T III',
        'at suv 1 - 65 T 15-22 truck+cuv+lt+flot 150 y5',
        'is an all-terrain tire with the snowflake rating and a 65,000-mile warranty.',
      ],
      [
        'Open Country R/T Trail',
        'at lt 0 - 55 R 16-22 lt+flot 200 y5',
        'is a rugged-terrain tire with a bold, sculpted sidewall.',
      ],
      [
        'Open Country M/T',
        'mt lt 0 - - Q 15-22 lt+flot 200 y5',
        'is a mud-terrain tire with a three-ply polyester casing.',
      ],
      [
        'Open Country Q/T',
        'as suv 0 600AB 65 H 16-20 cuv+truck 155 y5',
        'is a quiet all-season tire for crossovers.',
      ],
      [
        'Open Country H/T II',
        'as suv 0 700AB 70 T 15-22 truck+cuv+lt 155 y5',
        'is a long-wearing highway tire for trucks and SUVs.',
      ],
      [
        'Proxes Sport A/S+',
        'as perf 0 500AA 50 W 17-22 perf 170 y5',
        'is an all-season ultra-high-performance tire.',
      ],
      [
        'Proxes Sport',
        'su perf 0 300AAA - Y 17-21 perf 180 y5',
        'is a summer tire for sports sedans and coupes.',
      ],
      ['Proxes R888R', 'su perf 0 100AA - W 15-20 perf 220 y5 c40', 'is a DOT-legal competition tire.'],
      [
        'Celsius II',
        'aw tour 1 600AB 65 H 15-20 car+cuv 145 y5',
        'is an all-weather tire with the severe-snow rating.',
      ],
      [
        'Extensa A/S II',
        'as tour 2 700AB 65 H 14-19 car+cuv 120 y5',
        'is a value touring tire with a 65,000-mile warranty.',
      ],
      [
        'Observe GSi-6',
        'wi tour 0 - - T 15-20 car+cuv 135 y5',
        'is a studless winter tire with microbit compound.',
      ],
    ],
  ],
  [
    'nitto',
    [
      [
        'Ridge Grappler',
        'at lt 1 - 50 R 17-22 truck+lt+flot 190 y5',
        'blends mud-terrain grip with a surprisingly quiet ride.',
      ],
      [
        'Terra Grappler G2',
        'at suv 0 600AB 65 T 15-22 truck+cuv+lt 165 y5',
        'is an all-terrain tire tuned for highway comfort.',
      ],
      [
        'Recon Grappler A/T',
        'at lt 0 - 55 S 16-22 truck+lt+flot 195 y5',
        'is a rugged all-terrain tire with the severe-snow rating.',
      ],
      [
        'Trail Grappler M/T',
        'mt lt 0 - - Q 17-22 lt+flot 205 y5',
        'is a mud-terrain tire that rides smoothly for its class.',
      ],
      [
        'Mud Grappler',
        'mt lt 0 - - Q 15-22 lt+flot 215 y5',
        'is an extreme mud-terrain tire for serious off-roading.',
      ],
      [
        'NT555 G2',
        'su perf 1 320AAA - W 17-22 perf 170 y5',
        'is a summer performance tire loved by muscle-car owners.',
      ],
      [
        'NT05',
        'su perf 0 200AA - Y 17-20 perf 200 y5 c50',
        'is a summer tire for track days and canyon runs.',
      ],
      ['Motivo', 'as perf 0 500AA 45 W 17-20 perf 150 y5', 'is an all-season ultra-high-performance tire.'],
      ['NT421Q', 'as suv 0 600AA 65 V 17-22 cuv 170 y5', 'is an all-season tire for crossovers and SUVs.'],
    ],
  ],
  [
    'falken',
    [
      [
        'Wildpeak A/T4W',
        'at suv 1 - 55 T 15-22 truck+cuv+lt+flot 150',
        'is the newest Wildpeak all-terrain, with the severe-snow rating.',
      ],
      [
        'Wildpeak A/T3W',
        'at suv 5 - 55 T 15-22 truck+cuv+lt+flot 145',
        'is the original equipment of the Tundra TRD Pro and Bronco Sport Badlands.',
      ],
      [
        'Wildpeak A/T Trail',
        'at suv 0 600AB 65 T 16-20 cuv+truck 140',
        'is an all-terrain tire built for crossovers.',
      ],
      [
        'Wildpeak R/T',
        'at lt 0 - 50 R 16-22 lt+flot 190',
        'is a rugged-terrain tire between all-terrain and mud-terrain.',
      ],
      [
        'Wildpeak M/T',
        'mt lt 0 - - Q 15-22 lt+flot 200',
        'is a mud-terrain tire with a heat-diffuser sidewall.',
      ],
      ['Wildpeak H/T02', 'as lt 0 - 60 S 17-22 truck+lt 160', 'is a highway tire for heavy-duty pickups.'],
      [
        'Azenis FK510',
        'su perf 2 280AAA - Y 17-21 perf 150',
        'is a summer ultra-high-performance tire at a fair price.',
      ],
      [
        'Azenis FK460 A/S',
        'as perf 0 500AA 45 W 17-22 perf 155',
        'is an all-season ultra-high-performance tire.',
      ],
      [
        'Ziex ZE960 A/S',
        'as tour 4 600AA 65 V 15-20 car+perf 115',
        'is a sporty touring tire with a 65,000-mile warranty.',
      ],
      [
        'Sincera SN201 A/S',
        'as pass 0 700AB 70 T 14-18 car 95',
        'is an economical all-season tire for commuters.',
      ],
      [
        'Aklimate',
        'aw tour 0 600AB 65 H 15-19 car+cuv 135',
        'is an all-weather tire with the severe-snow rating.',
      ],
    ],
  ],
  [
    'sumitomo',
    [
      [
        'HTR Enhanced L/X',
        'as tour 2 700AB 70 H 14-18 car 90',
        'is a value touring tire for sedans and minivans.',
      ],
      ['HTR A/S P03', 'as perf 0 500AA 45 W 15-20 perf 105', 'is a value performance all-season tire.'],
      ['HTR Z5', 'su perf 0 300AAA - Y 17-20 perf 120', 'is a summer tire for sports cars on a budget.'],
      ['Encounter AT', 'at lt 0 - 55 S 15-20 truck+lt 130', 'is a value all-terrain tire.'],
    ],
  ],
];
