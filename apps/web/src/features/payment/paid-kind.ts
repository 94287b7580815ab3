import { isTopUpNumber, isVipNumber } from '@tread/domain';

/** What pay-way and pay-result pay: orders, a top-up of the balance (R…) or a Tread Plus purchase (V…). */
export type PaidKind = 'order' | 'topUp' | 'vip';

export function paidKindOf(numbers: readonly string[]): PaidKind {
  const [number] = numbers;
  if (numbers.length !== 1 || number === undefined) return 'order';
  if (isTopUpNumber(number)) return 'topUp';
  return isVipNumber(number) ? 'vip' : 'order';
}
