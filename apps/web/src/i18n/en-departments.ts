/** The store's departments (see pages/category/departments.ts for their order and icons). */
export const enDepartments = {
  tires: {
    name: 'Tires',
    text: 'All-season, summer, winter and all-terrain tires from 100+ brands.',
    items: ['All-season', 'Summer', 'Winter', 'All-terrain', 'Run-flat', 'Light truck'],
  },
  wheels: {
    name: 'Wheels',
    text: 'Alloy and steel wheels with the hardware to fit them.',
    items: ['Alloy wheels', 'Steel wheels', 'Lug nuts', 'Wheel locks', 'Center caps', 'TPMS sensors'],
  },
  brakes: {
    name: 'Brakes',
    text: 'Pads, rotors and everything that stops you safely.',
    items: ['Brake pads', 'Rotors', 'Calipers', 'Brake fluid', 'Brake lines', 'Hardware kits'],
  },
  batteries: {
    name: 'Batteries',
    text: 'Car batteries, chargers and jump starters.',
    items: ['Car batteries', 'AGM batteries', 'Battery chargers', 'Jump starters', 'Terminals & cables'],
  },
  oilFluids: {
    name: 'Oil & Fluids',
    text: 'Motor oil and the fluids that keep your engine healthy.',
    items: [
      'Motor oil',
      'Coolant & antifreeze',
      'Transmission fluid',
      'Power steering fluid',
      'Washer fluid',
      'Additives',
    ],
  },
  filters: {
    name: 'Filters',
    text: 'Oil, air, cabin and fuel filters.',
    items: ['Oil filters', 'Engine air filters', 'Cabin air filters', 'Fuel filters'],
  },
  wipers: {
    name: 'Wipers',
    text: 'Blades for a clear view in any weather.',
    items: ['Beam blades', 'Conventional blades', 'Hybrid blades', 'Rear wipers', 'Refills'],
  },
  lighting: {
    name: 'Lighting',
    text: 'Headlight, fog and tail light bulbs, including LED upgrades.',
    items: ['Headlight bulbs', 'LED upgrades', 'Fog lights', 'Tail light bulbs', 'Interior bulbs'],
  },
  engineParts: {
    name: 'Engine Parts',
    text: 'Ignition, belts, hoses and sensors.',
    items: ['Spark plugs', 'Ignition coils', 'Belts', 'Hoses', 'Sensors', 'Gaskets'],
  },
  suspension: {
    name: 'Suspension',
    text: 'Shocks, struts and steering parts for a steady ride.',
    items: ['Shocks', 'Struts', 'Control arms', 'Sway bar links', 'Tie rod ends', 'Wheel bearings'],
  },
  interior: {
    name: 'Interior Accessories',
    text: 'Mats, covers and gadgets for the cabin.',
    items: ['Floor mats', 'Seat covers', 'Phone mounts', 'Organizers', 'Sunshades', 'Chargers'],
  },
  exterior: {
    name: 'Exterior Accessories',
    text: 'Racks, carriers and covers.',
    items: ['Roof racks', 'Cargo carriers', 'Mud flaps', 'Car covers', 'Hitches', 'Bike racks'],
  },
  tools: {
    name: 'Tools & Garage',
    text: 'Tools for tire care and weekend jobs.',
    items: [
      'Tire inflators',
      'Pressure gauges',
      'Jacks & stands',
      'Torque wrenches',
      'Socket sets',
      'Work lights',
    ],
  },
  carCare: {
    name: 'Car Care',
    text: 'Wash, wax and detailing supplies.',
    items: ['Car wash', 'Wax & polish', 'Detailing', 'Glass cleaner', 'Tire shine', 'Microfiber towels'],
  },
  snow: {
    name: 'Tire Chains & Snow',
    text: 'Chains and winter gear for mountain trips.',
    items: ['Tire chains', 'Snow socks', 'Ice scrapers', 'Snow brushes', 'Winter emergency kits'],
  },
} as const;

export type DepartmentKey = keyof typeof enDepartments;
