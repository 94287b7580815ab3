import { z } from 'zod';
import {
  validateAddressLine1,
  validateAddressLine2,
  validateConsigneeName,
  validateCoordinates,
} from '../address-validation';
import { US_AREA_ID } from '../constants';
import { Messages } from '../messages';
import {
  checkedString,
  idField,
  idParam,
  latitudeField,
  longitudeField,
  usPhoneField,
  zipField,
} from '../zod-fields';

/** Address book requests and answers (SPEC §3 'Address', §5 'Address'). */

const trimmed = (text: string) => text.trim();

const addressFields = z.object({
  firstName: z.string().prefault('').transform(trimmed),
  lastName: z.string().prefault('').transform(trimmed),
  phone: usPhoneField.prefault(''),
  addressLine1: checkedString(validateAddressLine1).prefault('').transform(trimmed),
  addressLine2: checkedString(validateAddressLine2).default('').transform(trimmed),
  zipCode: zipField.prefault(''),
  /** Filled from the ZIP when left out; when given, must be the ZIP's city. */
  city: z.string().transform(trimmed).optional(),
  /** Two-letter state; filled from the ZIP when left out; when given, must be the ZIP's state. */
  state: z
    .string()
    .transform((text) => text.trim().toUpperCase())
    .optional(),
  /** The country (SPEC §7 areaId): the United States only. */
  areaId: z.literal(US_AREA_ID, { error: Messages.StateAndCityRequired }).default(US_AREA_ID),
  /** Both or neither: left out, they are the ZIP's centroid. */
  lat: latitudeField.optional(),
  lng: longitudeField.optional(),
  isDefault: z.boolean().optional(),
  isBilling: z.boolean().optional(),
});

type AddressFields = z.output<typeof addressFields>;

function checkAddress(value: AddressFields, ctx: z.RefinementCtx): void {
  const nameProblem = validateConsigneeName(value.firstName, value.lastName);
  if (nameProblem) ctx.addIssue({ code: 'custom', path: ['firstName'], message: nameProblem });
  if (value.lat !== undefined || value.lng !== undefined) {
    const coordinatesProblem = validateCoordinates(value.lat, value.lng);
    if (coordinatesProblem) ctx.addIssue({ code: 'custom', path: ['lat'], message: coordinatesProblem });
  }
}

export const addAddressRequest = addressFields.superRefine(checkAddress);
export type AddAddressRequest = z.input<typeof addAddressRequest>;
export type AddressInput = z.output<typeof addAddressRequest>;

export const updateAddressRequest = addressFields.extend({ addrId: idField() }).superRefine(checkAddress);
export type UpdateAddressRequest = z.input<typeof updateAddressRequest>;

export const addrIdParams = z.object({
  addrId: idParam(),
});

/** One saved address as answered; phone is 10 digits (the web shows (xxx) xxx-xxxx). */
export const address = z.object({
  addrId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  areaId: z.number().int(),
  isDefault: z.boolean(),
  isBilling: z.boolean(),
  lat: z.number(),
  lng: z.number(),
});
export type Address = z.infer<typeof address>;

/** GET /api/p/address/list: the default first, then the newest. */
export const addressList = z.array(address);
