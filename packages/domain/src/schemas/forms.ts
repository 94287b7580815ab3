import { z } from 'zod';
import {
  validateAddressLine1,
  validateAddressLine2,
  validateConsigneeName,
  validateZip,
} from '../address-validation';
import { Messages } from '../messages';
import { validateUsPhone } from '../validation';
import { checkedString, emailField, tireSizeField, vinField, zipField } from '../zod-fields';
import { registerRequest, setUserInfoRequest } from './account';
import type { plateLookupQuery } from './vehicle';

/**
 * Forms whose fields are not one request as it is: the request's schema plus what the form alone asks
 * (the I-agree box), or every rule of the form checked at once so the shopper sees all of them together.
 */

/** Sign-up: the register request and the I-agree box (SPEC §5 'Password'). */
export const signUpForm = registerRequest.and(
  z.object({ agreed: z.boolean().refine((agreed) => agreed, Messages.AgreeToTermsRequired) }),
);
export type SignUpForm = z.input<typeof signUpForm>;

/** The member nickname, required here (the profile request takes it as optional). */
export const nicknameForm = setUserInfoRequest.pick({ nickName: true }).required();
export type NicknameForm = z.input<typeof nicknameForm>;

/** The marketing e-mail being subscribed (unsubscribing sends null, no form). */
export const marketingEmailForm = z.object({ mktEmail: emailField });
export type MarketingEmailForm = z.input<typeof marketingEmailForm>;

/**
 * The address form (SPEC §5 'Address') as typed: the phone as (xxx) xxx-xxxx, city and state filled from the
 * ZIP. The names' rule is checked even when other fields fail, so every message shows at once; it is
 * reported on firstName, as the server reports it.
 */
export const addressForm = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    phone: checkedString(validateUsPhone),
    zipCode: checkedString(validateZip),
    city: z.string(),
    state: z.string(),
    addressLine1: checkedString(validateAddressLine1),
    addressLine2: checkedString(validateAddressLine2),
    isDefault: z.boolean(),
    isBilling: z.boolean(),
  })
  .check(
    z.superRefine(
      (form, ctx) => {
        const problem = validateConsigneeName(String(form.firstName ?? ''), String(form.lastName ?? ''));
        if (problem) ctx.addIssue({ code: 'custom', path: ['firstName'], message: problem });
      },
      { when: () => true },
    ),
  );
export type AddressForm = z.input<typeof addressForm>;

/** A VIN to look up: 17 characters, model years 1981 and newer (SPEC §5 'Vehicle'). */
export const vinLookupForm = z.object({ vin: vinField });
export type VinLookupForm = z.input<typeof vinLookupForm>;

/** A state and license plate to look up, as the plate look-up request reads them. */
export type PlateLookupForm = z.input<typeof plateLookupQuery>;

/** A tire size typed as it reads on the tire: 225/45R17, LT265/70R17 or 33x12.50R15 (SPEC §5). */
export const tireSizeForm = z.object({ size: tireSizeField });
export type TireSizeForm = z.input<typeof tireSizeForm>;

/** A ZIP typed to search by (delivery estimate, stations near it): 5 digits or ZIP+4. */
export const zipForm = z.object({ zip: zipField });
export type ZipForm = z.input<typeof zipForm>;
