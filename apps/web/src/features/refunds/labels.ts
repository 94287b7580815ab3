import { CargoStatus } from '@tread/domain';

/** The i18n key of each goods status (SPEC §3 'cargo status'). */
export const CARGO_LABEL_KEYS = {
  [CargoStatus.NotReceived]: 'refunds.cargo.notReceived',
  [CargoStatus.Received]: 'refunds.cargo.received',
} as const;
