import { type PartRow, part } from './part-row';

const chains: PartRow[] = [
  ['Super Z6 Cable Tire Chains', 'Passenger 14-16 in', 59.99],
  ['Super Z6 Cable Tire Chains', 'Passenger 17-18 in', 69.99],
  ['Super Z6 Cable Tire Chains', 'SUV 17-20 in', 84.99],
  ['Super Z8 Cable Tire Chains', 'Light truck 16-18 in', 99.99],
  ['Auto-Trac Self-Tightening Tire Chains', 'Passenger 15-17 in', 119.99],
  ['Auto-Trac Light Truck/SUV Self-Tightening Tire Chains', 'Light truck 16-20 in', 159.99],
  ['Radial Chain Cable Traction Device', 'Passenger 13-16 in', 44.99],
  ['Shur Grip Twist Link Tire Chains', 'Light truck 15-17 in', 89.99],
  ['Alpine Reinforced Heavy Duty Chains', 'Light truck 16-20 in', 139.99],
  ['Snow Socks Alternative Traction Textile Covers', 'Passenger 15-18 in', 79.99],
].map(([name, range, price]) =>
  part('peerless', 'tire-chains', `${name}, ${range}`, Number(price), {
    'Size range': String(range),
    Pack: '1 pair',
  }),
);

const lugs: PartRow[] = [
  part('gorilla', 'lug-nuts-locks', 'Chrome Acorn Lug Nuts 12mm x 1.5, 20 pack', 39.99, {
    Thread: 'M12 x 1.5',
    Seat: 'Conical 60°',
    Pack: '20',
  }),
  part('gorilla', 'lug-nuts-locks', 'Chrome Acorn Lug Nuts 12mm x 1.25, 20 pack', 39.99, {
    Thread: 'M12 x 1.25',
    Seat: 'Conical 60°',
    Pack: '20',
  }),
  part('gorilla', 'lug-nuts-locks', 'Black Acorn Lug Nuts 14mm x 1.5, 24 pack', 54.99, {
    Thread: 'M14 x 1.5',
    Seat: 'Conical 60°',
    Pack: '24',
  }),
  part('gorilla', 'lug-nuts-locks', 'Chrome Acorn Lug Nuts 1/2 in-20, 20 pack', 37.99, {
    Thread: '1/2-20',
    Seat: 'Conical 60°',
    Pack: '20',
  }),
  part('gorilla', 'lug-nuts-locks', 'Small Diameter Wheel Locks 12mm x 1.5', 34.99, {
    Thread: 'M12 x 1.5',
    Pack: '4 locks + key',
  }),
  part('gorilla', 'lug-nuts-locks', 'Wheel Locks 14mm x 1.5', 36.99, {
    Thread: 'M14 x 1.5',
    Pack: '4 locks + key',
  }),
  part(
    'mcgard',
    'lug-nuts-locks',
    'Chrome Cone Seat Wheel Locks 12mm x 1.5',
    39.99,
    { Thread: 'M12 x 1.5', Pack: '4 locks + key' },
    { partNumber: '24157' },
  ),
  part(
    'mcgard',
    'lug-nuts-locks',
    'Chrome Cone Seat Wheel Locks 14mm x 1.5',
    41.99,
    { Thread: 'M14 x 1.5', Pack: '4 locks + key' },
    { partNumber: '24215' },
  ),
  part(
    'mcgard',
    'lug-nuts-locks',
    'Chrome Cone Seat Wheel Locks 1/2 in-20',
    39.99,
    { Thread: '1/2-20', Pack: '4 locks + key' },
    { partNumber: '24010' },
  ),
  part('mcgard', 'lug-nuts-locks', 'SplineDrive Lug Nut Install Kit 12mm x 1.5', 79.99, {
    Thread: 'M12 x 1.5',
    Pack: '20 + key',
  }),
];

const inflators: PartRow[] = [
  part(
    'viair',
    'tire-inflators',
    '88P Portable Air Compressor',
    79.99,
    { 'Max pressure': '120 psi', Tires: 'Up to 33 in' },
    { partNumber: '00088' },
  ),
  part(
    'viair',
    'tire-inflators',
    '300P Portable Air Compressor',
    189.99,
    { 'Max pressure': '150 psi', Tires: 'Up to 35 in' },
    { partNumber: '30033' },
  ),
  part(
    'viair',
    'tire-inflators',
    '400P Portable Air Compressor',
    259.99,
    { 'Max pressure': '150 psi', Tires: 'Up to 37 in' },
    { partNumber: '40043' },
  ),
  part('viair', 'tire-inflators', '450P-RV Automatic Portable Air Compressor', 349.99, {
    'Max pressure': '150 psi',
    Tires: 'Up to 40 in',
  }),
  part('slime', 'tire-inflators', '2-in-1 Premium Tire Inflator with Sealant', 54.99, {
    'Max pressure': '100 psi',
    Power: '12V',
  }),
  part('slime', 'tire-inflators', 'Digital Tire Inflator, 12V', 34.99, {
    'Max pressure': '100 psi',
    Power: '12V',
  }),
  part('slime', 'tire-inflators', 'Digital Tire Pressure Gauge', 9.99, { Range: '5-150 psi' }),
  part(
    'milton',
    'tire-inflators',
    'S-921 Pencil Tire Pressure Gauge',
    12.99,
    { Range: '5-50 psi' },
    { partNumber: 'S-921' },
  ),
  part('milton', 'tire-inflators', 'Digital Tire Pressure Gauge with Bleeder', 29.99, { Range: '0-150 psi' }),
  part('milton', 'tire-inflators', 'Dial Tire Inflator Gauge with Hose', 44.99, { Range: '0-160 psi' }),
].map((row) => ({ ...row, fitsAll: true }));

const repair: PartRow[] = [
  part('slime', 'tire-repair', 'Tubeless Tire Sealant, 16 oz', 9.99, { Volume: '16 oz' }),
  part('slime', 'tire-repair', 'Tubeless Tire Sealant, 32 oz', 15.99, { Volume: '32 oz' }),
  part('slime', 'tire-repair', 'Flat Tire Repair Kit with Compressor', 49.99, {
    Contents: 'Sealant and 12V compressor',
  }),
  part('slime', 'tire-repair', 'Tire Plug Repair Kit, 30 pieces', 12.99, {
    Contents: 'Plugs, reamer, insertion tool',
  }),
  part('slime', 'tire-repair', 'Smart Spair Emergency Tire Repair Kit', 39.99, {
    Contents: 'Sealant and inflator',
  }),
  part('slime', 'tire-repair', 'Heavy-Duty Tire Plug Kit, 60 pieces', 21.99, {
    Contents: 'T-handle tools and plugs',
  }),
].map((row) => ({ ...row, fitsAll: true }));

const tpms: PartRow[] = [
  part(
    'schrader',
    'tpms-sensors',
    'EZ-sensor 2.0 Programmable TPMS Sensor, rubber stem',
    44.99,
    { Frequency: '315/433 MHz' },
    { partNumber: '33500' },
  ),
  part(
    'schrader',
    'tpms-sensors',
    'EZ-sensor 2.0 Programmable TPMS Sensor, metal stem',
    49.99,
    { Frequency: '315/433 MHz' },
    { partNumber: '33000' },
  ),
  part('schrader', 'tpms-sensors', 'TPMS Sensor for Toyota and Lexus', 39.99, {
    Frequency: '315 MHz',
    Fitment: 'Toyota, Lexus 2008-2019',
  }),
  part('schrader', 'tpms-sensors', 'TPMS Sensor for Ford', 42.99, {
    Frequency: '315 MHz',
    Fitment: 'Ford 2015-2020',
  }),
  part('schrader', 'tpms-sensors', 'TPMS Sensor for GM', 41.99, {
    Frequency: '315 MHz',
    Fitment: 'Chevrolet, GMC 2014-2022',
  }),
  part('schrader', 'tpms-sensors', 'TPMS Service Kit (valve core, cap, nut, grommet)', 4.99, {
    Pack: '1 kit',
  }),
];

const racks: PartRow[] = [
  part('thule', 'roof-racks', 'WingBar Evo Load Bars, 53 in (pair)', 329.95, {
    Length: '53 in',
    Finish: 'Black',
  }),
  part('thule', 'roof-racks', 'Evo Raised Rail Foot Pack', 259.95, { Mount: 'Raised side rails' }),
  part('thule', 'roof-racks', 'Evo Clamp Foot Pack', 279.95, { Mount: 'Naked roof (fit kit required)' }),
  part('yakima', 'roof-racks', 'JetStream Aerodynamic Crossbars, Medium (pair)', 289.0, { Length: '50 in' }),
  part('yakima', 'roof-racks', 'TimberLine Towers (4 pack)', 269.0, { Mount: 'Naked roof (clip required)' }),
  part('yakima', 'roof-racks', 'RidgeLine Towers for Raised Rails (4 pack)', 239.0, {
    Mount: 'Raised side rails',
  }),
  part(
    'thule',
    'bike-racks',
    'EasyFold XT 2 Hitch Bike Rack',
    899.95,
    { Bikes: '2', Mount: '1.25/2 in hitch' },
    { fitsAll: true },
  ),
  part(
    'thule',
    'bike-racks',
    'T2 Pro XTR 2 Hitch Bike Rack',
    849.95,
    { Bikes: '2', Mount: '2 in hitch' },
    { fitsAll: true },
  ),
  part('thule', 'bike-racks', 'UpRide Roof Bike Carrier', 329.95, { Bikes: '1', Mount: 'Crossbars' }),
  part(
    'yakima',
    'bike-racks',
    'HoldUp EVO 2 Hitch Bike Rack',
    749.0,
    { Bikes: '2', Mount: '2 in hitch' },
    { fitsAll: true },
  ),
  part(
    'yakima',
    'bike-racks',
    'FullSwing 4 Swing-Away Hitch Bike Rack',
    699.0,
    { Bikes: '4', Mount: '2 in hitch' },
    { fitsAll: true },
  ),
  part('yakima', 'bike-racks', 'HighRoad Roof Bike Mount', 279.0, { Bikes: '1', Mount: 'Crossbars' }),
  part('thule', 'cargo-boxes', 'Force XT L Rooftop Cargo Box', 749.95, { Capacity: '16 cu ft' }),
  part('thule', 'cargo-boxes', 'Motion XT XL Rooftop Cargo Box', 999.95, { Capacity: '18 cu ft' }),
  part('yakima', 'cargo-boxes', 'SkyBox Carbonite 16 Rooftop Cargo Box', 799.0, { Capacity: '16 cu ft' }),
  part('yakima', 'cargo-boxes', 'RocketBox Pro 14 Rooftop Cargo Box', 549.0, { Capacity: '14 cu ft' }),
  part('thule', 'cargo-boxes', 'Pulse Medium Rooftop Cargo Box', 579.95, { Capacity: '14 cu ft' }),
];

/** Snow chains, lug nuts, inflators, repair kits, TPMS sensors and racks. */
export const tireAccessoryParts: PartRow[] = [...chains, ...lugs, ...inflators, ...repair, ...tpms, ...racks];
