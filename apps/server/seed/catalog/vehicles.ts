import type { VehicleSeed } from './types';
import { expandModels } from './vehicle-def';
import { europeModels } from './vehicles-europe';
import { fordModels } from './vehicles-ford';
import { gmModels } from './vehicles-gm';
import { hondaNissanModels } from './vehicles-honda-nissan';
import { koreaModels } from './vehicles-korea';
import { rareModels } from './vehicles-rare';
import { stellantisModels } from './vehicles-stellantis';
import { subaruMazdaTeslaModels } from './vehicles-subaru-mazda-tesla';
import { toyotaModels } from './vehicles-toyota';

/**
 * US-market vehicles of model years 2005-2025, one row per year, make, model, trim and engine, with
 * their original-equipment tire sizes (rearSize only when staggered).
 */
export const vehicles: VehicleSeed[] = expandModels([
  ...toyotaModels,
  ...hondaNissanModels,
  ...fordModels,
  ...gmModels,
  ...stellantisModels,
  ...koreaModels,
  ...subaruMazdaTeslaModels,
  ...europeModels,
  ...rareModels,
]);

/** Every OE size of a vehicle: front, rear when staggered, then the optional sizes. */
export const vehicleSizes = (vehicle: VehicleSeed): string[] => [
  vehicle.frontSize,
  ...(vehicle.rearSize ? [vehicle.rearSize] : []),
  ...vehicle.optionalSizes,
];
