import { gen, type ModelRow, model } from './vehicle-def';

/**
 * Microcars whose original-equipment sizes the shop does not carry: searching them finds nothing, which is
 * where the request form for tires that do not fit appears (SPEC §1).
 */
export const rareModels: readonly ModelRow[] = [
  model('Smart', 'Fortwo', 'Coupe', [gen(2008, 2015, [['Pure', '1.0L I3', '155/60R15', '175/55R15']])]),
  model('Mitsubishi', 'i-MiEV', 'Hatchback', [
    gen(2012, 2017, [['ES', 'Electric', '145/65R15', '175/55R15']]),
  ]),
];
