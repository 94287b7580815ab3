import { formatLaDate, formatLaTime } from '@tread/domain';

/** An instant in Los Angeles time, as staff read it: '11/24/2026 8:05 AM PST'. Money: domain `formatPrice`. */
export const laDateTime = (iso: string): string => {
  const instant = new Date(iso);
  return `${formatLaDate(instant)} ${formatLaTime(instant)}`;
};
