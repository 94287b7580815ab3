/** Enumerations of accounts, stores, distribution and chat (SPEC §3, §4). */

export const Gender = { Man: 'man', Woman: 'woman' } as const;
export type Gender = (typeof Gender)[keyof typeof Gender];

export const StoreApplicationStatus = {
  InReview: 'in_review',
  AuditFailed: 'audit_failed',
  Offline: 'offline',
  NotYetOpen: 'not_yet_open',
  Suspended: 'suspended',
} as const;
export type StoreApplicationStatus = (typeof StoreApplicationStatus)[keyof typeof StoreApplicationStatus];

export const StoreStatus = {
  Offline: 'offline',
  Abnormal: 'abnormal',
  NotYetOpen: 'not_yet_open',
  Suspended: 'suspended',
  Closed: 'closed',
} as const;
export type StoreStatus = (typeof StoreStatus)[keyof typeof StoreStatus];

export const DistributorStatus = {
  UnderReview: 'under_review',
  Failed: 'failed',
  Banned: 'banned',
  Cleared: 'cleared',
} as const;
export type DistributorStatus = (typeof DistributorStatus)[keyof typeof DistributorStatus];

export const IncomeStatus = { Unsettled: 'unsettled', Settled: 'settled', Invalid: 'invalid' } as const;
export type IncomeStatus = (typeof IncomeStatus)[keyof typeof IncomeStatus];

export const WithdrawalStatus = {
  Withdrawing: 'withdrawing',
  Arrived: 'arrived',
  Successful: 'successful',
  Rejected: 'rejected',
} as const;
export type WithdrawalStatus = (typeof WithdrawalStatus)[keyof typeof WithdrawalStatus];

export const ChatStatus = {
  Online: 'online',
  Offline: 'offline',
  Disconnected: 'disconnected',
  Reconnecting: 'reconnecting',
} as const;
export type ChatStatus = (typeof ChatStatus)[keyof typeof ChatStatus];
