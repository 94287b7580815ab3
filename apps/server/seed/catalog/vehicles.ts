import { expandModels } from './vehicle-def';
import { asiaEvModels } from './vehicles-asia-ev';
import { europeModels } from './vehicles-europe';
import { fordGmModels } from './vehicles-ford-gm';
import { stellantisNissanModels } from './vehicles-stellantis-nissan';
import { toyotaHondaModels } from './vehicles-toyota-honda';
import type { VehicleSeed } from './types';

/**
 * US-market vehicles of model years 2005-2025, one row per year, make, model, trim and engine, with
 * their original-equipment tire sizes (rearSize only when staggered).
 */
export const vehicles: VehicleSeed[] = expandModels([
  ...toyotaHondaModels,
  ...fordGmModels,
  ...stellantisNissanModels,
  ...asiaEvModels,
  ...europeModels,
]);

/** Every OE size of a vehicle: front, rear when staggered, then the optional sizes. */
export const vehicleSizes = (vehicle: VehicleSeed): string[] => [
  vehicle.frontSize,
  ...(vehicle.rearSize ? [vehicle.rearSize] : []),
  ...vehicle.optionalSizes,
];
