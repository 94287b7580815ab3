import { z } from 'zod';
import { formatTireSize } from '../tire-size';
import { emailField, idParam, isoTimeField, tireSizeField, usPhoneField } from '../zod-fields';
import { pageFields, pageQuery } from './catalog';
import { vehicleIdField } from './vehicle';

/** The request form when no tires fit a vehicle (SPEC §1; issue 19): what the shopper asks staff to find. */

export const TIRE_REQUEST_QUANTITY_MAX = 8;
export const TIRE_REQUEST_NOTE_MAX = 500;
export const TIRE_REQUEST_REPLY_MAX = 1000;

export const TireRequestMessages = {
  QuantityRange: `Choose 1 to ${TIRE_REQUEST_QUANTITY_MAX} tires`,
  NoteTooLong: `Keep the note under ${TIRE_REQUEST_NOTE_MAX} characters`,
  Sent: 'Request sent. We will email you within one business day.',
  NotFound: 'This request does not exist',
  ReplyRequired: 'Please write what you told the shopper',
  ReplyTooLong: `Keep the reply under ${TIRE_REQUEST_REPLY_MAX} characters`,
} as const;

/** open: nobody has answered; answered: staff replied (the shopper hears it); closed: nothing more to do. */
export const TireRequestStatus = { Open: 'open', Answered: 'answered', Closed: 'closed' } as const;
export type TireRequestStatus = (typeof TireRequestStatus)[keyof typeof TireRequestStatus];
const statusField = z.enum(Object.values(TireRequestStatus));

/** POST /api/tire-requests: a guest or a signed-in shopper; the size is optional (the vehicle's may not be known). */
export const tireRequestCreate = z.object({
  vehicleId: vehicleIdField,
  tireSize: z
    .string()
    .trim()
    .max(30)
    .transform((text) => (text === '' ? undefined : text))
    .pipe(tireSizeField.transform(formatTireSize).optional())
    .optional(),
  quantity: z
    .number(TireRequestMessages.QuantityRange)
    .int(TireRequestMessages.QuantityRange)
    .min(1, TireRequestMessages.QuantityRange)
    .max(TIRE_REQUEST_QUANTITY_MAX, TireRequestMessages.QuantityRange),
  email: emailField,
  phone: z
    .string()
    .trim()
    .transform((text) => (text === '' ? undefined : text))
    .pipe(usPhoneField.optional())
    .optional(),
  note: z.string().trim().max(TIRE_REQUEST_NOTE_MAX, TireRequestMessages.NoteTooLong).default(''),
});
export type TireRequestCreate = z.input<typeof tireRequestCreate>;

export const tireRequestAnswer = z.object({ id: z.number().int(), message: z.string() });
export type TireRequestAnswer = z.infer<typeof tireRequestAnswer>;

/** One request as staff see it in the console. */
export const adminTireRequest = z.object({
  id: z.number().int(),
  vehicleId: z.string(),
  vehicleName: z.string(),
  tireSize: z.string().nullable(),
  quantity: z.number().int(),
  email: z.string(),
  phone: z.string().nullable(),
  note: z.string(),
  /** The shopper's account, when signed in; null for a guest. */
  customerId: z.string().nullable(),
  status: statusField,
  reply: z.string().nullable(),
  repliedBy: z.string().nullable(),
  createdAt: isoTimeField,
  updatedAt: isoTimeField,
});
export type AdminTireRequest = z.infer<typeof adminTireRequest>;

export const adminTireRequestsQuery = pageQuery.extend({ status: statusField.optional() });
export type AdminTireRequestsQuery = z.output<typeof adminTireRequestsQuery>;
export const adminTireRequestsAnswer = z.object({ records: z.array(adminTireRequest), ...pageFields });
export type AdminTireRequestsAnswer = z.infer<typeof adminTireRequestsAnswer>;

export const tireRequestParams = z.object({ id: idParam(TireRequestMessages.NotFound) });

/** Staff's answer: what the shopper receives by e-mail and in their message center. */
export const tireRequestReply = z.object({
  reply: z
    .string()
    .trim()
    .min(1, TireRequestMessages.ReplyRequired)
    .max(TIRE_REQUEST_REPLY_MAX, TireRequestMessages.ReplyTooLong),
});

/** PUT /api/admin/tire-requests/{id}: answer it or close it. */
export const tireRequestUpdate = z.discriminatedUnion('status', [
  tireRequestReply.extend({ status: z.literal(TireRequestStatus.Answered) }),
  z.object({ status: z.literal(TireRequestStatus.Closed) }),
]);
export type TireRequestUpdate = z.infer<typeof tireRequestUpdate>;
