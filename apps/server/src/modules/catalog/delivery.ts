import {
  DeliveryCode,
  type DeliveryEstimateAnswer,
  DISPLAY_TIME_ZONE,
  distanceMiles,
  FREE_DELIVERY_MAX_BUSINESS_DAYS,
  FREE_DELIVERY_MIN_BUSINESS_DAYS,
  Messages,
} from '@tread/domain';
import type { Config } from '../../config';
import type { Clock } from '../../platform/clock';
import type { AreaService } from '../area/service';

const SUNDAY = 0;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Today's calendar date in Los Angeles, as a UTC midnight (calendar arithmetic without zone shifts). */
function losAngelesToday(now: Date): Date {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: DISPLAY_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return new Date(Date.UTC(part('year'), part('month') - 1, part('day')));
}

/** The warehouse ships Monday to Saturday (SPEC §1), so only Sunday is skipped; holidays are not modelled. */
function addBusinessDays(day: Date, count: number): Date {
  let date = day;
  for (let added = 0; added < count; ) {
    date = new Date(date.getTime() + DAY_MS);
    if (date.getUTCDay() !== SUNDAY) added++;
  }
  return date;
}

const iso = (date: Date): string => date.toISOString().slice(0, 10);
const us = (date: Date): string => {
  const [year, month, day] = iso(date).split('-');
  return `${month}/${day}/${year}`;
};

/** Estimated delivery (SPEC §1, §7): free in 1–3 business days inside Greater Los Angeles, else out of range. */
export function deliveryEstimator(clock: Clock, area: AreaService, delivery: Config['delivery']) {
  return function estimate(zip: string): DeliveryEstimateAnswer {
    const place = area.zipPlace(zip.slice(0, 5));
    const inRange =
      place?.lat != null &&
      place.lng != null &&
      distanceMiles(delivery.center, { lat: place.lat, lng: place.lng }) <= delivery.radiusMiles;
    if (!inRange) {
      return {
        code: DeliveryCode.OutOfRange,
        zip,
        estimatedDeliveryTime: null,
        earliestDate: null,
        latestDate: null,
        message: Messages.DeliveryOutOfRange,
        freeDelivery: false,
      };
    }
    const today = losAngelesToday(clock.now());
    const earliest = addBusinessDays(today, FREE_DELIVERY_MIN_BUSINESS_DAYS);
    const latest = addBusinessDays(today, FREE_DELIVERY_MAX_BUSINESS_DAYS);
    return {
      code: DeliveryCode.Days,
      zip,
      estimatedDeliveryTime: `${us(earliest)} - ${us(latest)}`,
      earliestDate: iso(earliest),
      latestDate: iso(latest),
      message: Messages.FreeDeliveryDays,
      freeDelivery: true,
    };
  };
}
