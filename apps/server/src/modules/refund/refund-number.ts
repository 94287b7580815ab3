import { newOrderNumber } from '../order';

/** 'AS' (after-sales) and a number made as order numbers are: the LA date first, then random digits. */
export const newRefundRequestNumber = (now: Date): string => `AS${newOrderNumber(now)}`;
