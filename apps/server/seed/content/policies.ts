import { aboutUs, contactUs, faq } from './policies-help';
import { accessibility, cookiesPolicy, privacyPolicy, serviceTerms } from './policies-legal';
import { deliveryPolicy, returnPolicy, shippingPolicy } from './policies-orders';

/** A policy page as seeded; the server stamps updatedAt when it stores it. */
export type PolicyPageSeed = {
  key: string;
  title: string;
  summary: string;
  sections: { heading: string; paragraphs: string[] }[];
  enabled: boolean;
};

/** The ten policy pages of SPEC §2, in menu order. Copy for Tread (Tread Auto Supply, Inc.), Los Angeles. */
export const policyPages: PolicyPageSeed[] = [
  serviceTerms,
  privacyPolicy,
  aboutUs,
  contactUs,
  faq,
  shippingPolicy,
  deliveryPolicy,
  returnPolicy,
  accessibility,
  cookiesPolicy,
];
