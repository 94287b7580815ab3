import { z } from 'zod';
import { TireSizeSource } from '../catalog-codes';
import { VEHICLE_PAGE_SIZE } from '../constants';
import { Messages } from '../messages';
import { displaySize, parseTireSize } from '../tire-size';
import { idField, idParam, intField, intParam } from '../zod-fields';
import { pageFields, pageQuery } from './catalog';

/** Vehicle search (year/make/model/trim, plate, VIN), OE sizes and the signed-in tire library (SPEC §3–§5). */

/** A vehicle's stable id, e.g. '2019-toyota-camry-se-2.5l'. */
export const vehicleIdField = z.string().trim().min(1, Messages.NoVehicleInformation).max(100);

/** One year/make/model/trim/engine row with its original-equipment sizes. */
export const vehicleInfo = z.object({
  vehicleId: z.string(),
  /** '2019 Toyota Camry SE 2.5L I4'. */
  carName: z.string(),
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  trim: z.string(),
  engine: z.string(),
  bodyType: z.string(),
  frontSize: z.string(),
  /** Only when staggered (a different rear size). */
  rearSize: z.string().nullable(),
  optionalSizes: z.array(z.string()),
  staggered: z.boolean(),
});
export type VehicleInfo = z.infer<typeof vehicleInfo>;

const yearField = intParam({ min: 1900, max: 2100, message: Messages.NoVehicleInformation });
const nameField = z.string().trim().min(1, Messages.NoVehicleInformation).max(100);

/** GET /api/vehicle/years — car-select step 0, newest first. */
export const vehicleYearsAnswer = z.object({ years: z.array(z.number().int()) });

/** GET /api/vehicle/makes?year= — step 1. */
export const vehicleMakesQuery = z.object({ year: yearField });
export const vehicleMakesAnswer = z.object({ makes: z.array(z.string()) });

/** GET /api/vehicle/models?year=&make= — step 2. */
export const vehicleModelsQuery = z.object({ year: yearField, make: nameField });
export const vehicleModelsAnswer = z.object({ models: z.array(z.string()) });

/** GET /api/vehicle/trims?year=&make=&model= — step 3 (engine/trim): each row is a vehicle to pick. */
export const vehicleTrimsQuery = z.object({ year: yearField, make: nameField, model: nameField });
export const vehicleTrimsAnswer = z.object({ trims: z.array(vehicleInfo) });

/** GET /api/vehicle/v2/getVehicleByVehicleName?vehicleName= (SPEC §7): '2019 Toyota Camry SE' → the best matches. */
export const vehicleByNameQuery = z.object({ vehicleName: nameField });
export const vehicleListAnswer = z.object({ records: z.array(vehicleInfo) });

/** One OE size of a vehicle and how many cards we have in it. */
export const oeTireSize = z.object({
  position: z.enum(['front', 'rear', 'optional']),
  size: z.string(),
  displaySize: z.string(),
  sizeKey: z.string(),
  width: z.number(),
  ratio: z.number(),
  diameter: z.number(),
  prodCnt: z.number().int(),
});
export type OeTireSize = z.infer<typeof oeTireSize>;

/**
 * GET /api/vehicleParts/getPartsParam/{vehicleId} (SPEC §7): the vehicle's OE sizes; an unknown vehicle
 * answers 404 'Sorry, we couldn't find the original tire size for your vehicle.'
 */
export const vehiclePartsParams = z.object({ vehicleId: vehicleIdField });
export const vehiclePartsAnswer = z.object({
  vehicle: vehicleInfo,
  front: oeTireSize,
  rear: oeTireSize.nullable(),
  optional: z.array(oeTireSize),
  /** Original fitment: front, then rear when staggered. */
  oriPartsTire: z.array(oeTireSize),
  /** Other sizes the maker fitted to this trim. */
  fitPartsTire: z.array(oeTireSize),
});
export type VehiclePartsAnswer = z.infer<typeof vehiclePartsAnswer>;

/** GET /api/vehicle/byPlate?state=&plate= — 'State is required.', 'Please enter a license plate.' */
export const plateLookupQuery = z.object({
  state: z
    .string()
    .prefault('')
    .transform((text) => text.trim().toUpperCase())
    .refine((text) => text.length > 0, Messages.StateRequired),
  plate: z
    .string()
    .prefault('')
    .transform((text) => text.replace(/[\s-]/g, '').toUpperCase())
    .refine((text) => text.length > 0, Messages.LicensePlateRequired)
    .refine((text) => text.length <= 10, Messages.NoVehicleInformation),
});
export const plateLookupAnswer = z.object({
  state: z.string(),
  plate: z.string(),
  vin: z.string().nullable(),
  vehicle: vehicleInfo,
});
export type PlateLookupAnswer = z.infer<typeof plateLookupAnswer>;

/**
 * GET /api/vehicle/byVin?vin= — 'VIN barcode is required', 'You VIN barcode is invalid' (17 characters,
 * check digit, 1981+), 'Failed to identify the Vin code...' when it decodes to nothing, 'Sorry, no vehicle
 * information found.' when we have no such vehicle.
 */
export const vinLookupQuery = z.object({ vin: z.string().prefault('') });
export const vinLookupAnswer = z.object({
  vin: z.string(),
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  /** The decoded trim, when the VIN carries one. */
  trim: z.string().nullable(),
  /** Our vehicles of that year, make and model, the best trim match first. */
  vehicles: z.array(vehicleInfo).min(1),
});
export type VinLookupAnswer = z.infer<typeof vinLookupAnswer>;

// The signed-in tire library.

/** A saved size (SPEC §3 'Tire size'); tireId is its size key. */
export const userTire = z.object({
  userTireId: z.number().int(),
  tireId: z.string(),
  width: z.number(),
  ratio: z.number(),
  diameter: z.number(),
  /** width/ratioRdiameter. */
  displaySize: z.string(),
  source: z.enum(Object.values(TireSizeSource)),
  currents: z.boolean(),
  isSelect: z.boolean(),
  createdAt: z.string(),
});
export type UserTire = z.infer<typeof userTire>;

/** userInfo.lastUserTire: the size being shopped, and whether it came from a saved size or a vehicle. */
export const lastUserTire = z.object({
  width: z.number(),
  ratio: z.number(),
  diameter: z.number(),
  displaySize: z.string(),
  source: z.enum(Object.values(TireSizeSource)),
});
export type LastUserTire = z.infer<typeof lastUserTire>;

/** GET /api/p/vehicle/userTireList (and the answer of every size change): the current first, then newest. */
export const userTireListAnswer = z.object({ records: z.array(userTire) });
export type UserTireListAnswer = z.infer<typeof userTireListAnswer>;

const sizeNumber = z.coerce.number({ error: Messages.TireSizeUnrecognized });
const sizeFields = { width: sizeNumber, ratio: sizeNumber, diameter: sizeNumber };
/** Checked with the domain's size rules, so a bad width, ratio or rim answers its own message. */
function checkSize(size: { width: number; ratio: number; diameter: number }, ctx: z.RefinementCtx): void {
  const parsed = parseTireSize(displaySize(size));
  if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.message });
}

/**
 * POST /api/p/vehicle/saveOrUpdateUserTireInfo (SPEC §7): a new size (made the only current one,
 * placed first) or, with userTireId, an edit. 400 'This tire size is already in your library.' or
 * "You've reached the limit, please remove one to continue." (the 11th size is refused).
 */
export const saveUserTireRequest = z
  .object({
    ...sizeFields,
    userTireId: idField().optional(),
    /** 'vehicle' when the size was taken from a vehicle; 'size' by default. */
    source: z.enum(Object.values(TireSizeSource)).optional(),
  })
  .superRefine(checkSize);
export type SaveUserTireInput = z.output<typeof saveUserTireRequest>;
export type SaveUserTireRequest = z.input<typeof saveUserTireRequest>;

export const saveUserTireAnswer = z.object({ saved: userTire, records: z.array(userTire) });

/** POST /api/p/vehicle/selectUserTire: makes a size the only current entry (every vehicle non-current). */
export const selectUserTireRequest = z.object({ userTireId: idField() });
/** DELETE /api/p/vehicle/deleteUserTire/:userTireId — answers the remaining list. */
export const userTireParams = z.object({ userTireId: idParam() });

/** SPEC §3 'Vehicle' vehiclePartsVO: the size last shopped and the vehicle's OE and compatible sizes. */
export const vehiclePartsVO = z.object({
  tireId: z.string().nullable(),
  lastQueryTireSize: z.string().nullable(),
  oriPartsTire: z.array(z.string()),
  fitPartsTire: z.array(z.string()),
});

/** A saved vehicle (SPEC §3 'Vehicle'); carId is the vehicleId. */
export const userVehicle = z.object({
  userCarId: z.number().int(),
  vehicleId: z.string(),
  carId: z.string(),
  carName: z.string(),
  currents: z.boolean(),
  staggered: z.boolean(),
  vin: z.string().nullable(),
  state: z.string().nullable(),
  licensePlate: z.string().nullable(),
  currentMileage: z.number().int().nullable(),
  mileageRate: z.number().int().nullable(),
  vehiclePartsVO,
  createdAt: z.string(),
});
export type UserVehicle = z.infer<typeof userVehicle>;

/** GET /api/p/vehicle/getVehiclePage?size=100&current=1 (SPEC §7): the current first, then newest. */
export const vehiclePageQuery = z.object({
  current: pageQuery.shape.current,
  size: intParam({ min: 1, max: VEHICLE_PAGE_SIZE }).default(VEHICLE_PAGE_SIZE),
});
export const vehiclePageAnswer = z.object({ records: z.array(userVehicle), ...pageFields });
export type VehiclePageAnswer = z.infer<typeof vehiclePageAnswer>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((text) => text || null)
    .optional();

/**
 * POST /api/p/vehicle/saveUserVehicle: adds a vehicle (the only current one, first); at
 * SAVED_VEHICLE_LIMIT the oldest is dropped. Duplicate = same vehicleId and lastQueryTireSize:
 * 400 'This vehicle is already in your library.'
 */
export const saveUserVehicleRequest = z.object({
  vehicleId: vehicleIdField.prefault(''),
  /** The size shopped for it; defaults to its front OE size. */
  lastQueryTireSize: optionalText(30),
  vin: optionalText(17),
  state: optionalText(2),
  licensePlate: optionalText(10),
  currentMileage: intField({ max: 2_000_000 }).optional(),
  mileageRate: intField({ max: 200_000 }).optional(),
});
export type SaveUserVehicleRequest = z.input<typeof saveUserVehicleRequest>;
export type SaveUserVehicleInput = z.output<typeof saveUserVehicleRequest>;

export const saveUserVehicleAnswer = z.object({ saved: userVehicle, records: z.array(userVehicle) });

/** POST /api/p/vehicle/selectUserVehicle: the only current entry; sizes become non-current, source vehicle. */
export const selectUserVehicleRequest = z.object({
  userCarId: idField(),
  /** Remembers which OE size was shopped (front/rear of a staggered car). */
  lastQueryTireSize: optionalText(30),
});
/** DELETE /api/p/vehicle/deleteUserVehicle/:userCarId — answers the remaining list. */
export const userVehicleParams = z.object({ userCarId: idParam() });
export const userVehicleListAnswer = z.object({ records: z.array(userVehicle) });

/**
 * POST /api/p/vehicle/mergeGuestLibrary: on sign-in, the guest's local sizes and vehicles (oldest
 * first) join the server's, deduplicated, the limit kept (sizes beyond it left out, vehicles oldest
 * dropped); the guest's current entry stays current.
 */
export const mergeGuestLibraryRequest = z.object({
  tires: z
    .array(z.object({ ...sizeFields, currents: z.boolean().optional() }).superRefine(checkSize))
    .max(50)
    .default([]),
  vehicles: z
    .array(
      z.object({
        vehicleId: vehicleIdField,
        lastQueryTireSize: optionalText(30),
        currents: z.boolean().optional(),
      }),
    )
    .max(50)
    .default([]),
});
export type MergeGuestLibraryRequest = z.input<typeof mergeGuestLibraryRequest>;
export type MergeGuestLibraryInput = z.output<typeof mergeGuestLibraryRequest>;
export const tireLibraryAnswer = z.object({ tires: z.array(userTire), vehicles: z.array(userVehicle) });
export type TireLibraryAnswer = z.infer<typeof tireLibraryAnswer>;
