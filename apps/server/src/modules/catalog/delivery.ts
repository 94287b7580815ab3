import {
  addShippingDays,
  DeliveryCode,
  type DeliveryEstimateAnswer,
  distanceMiles,
  FREE_DELIVERY_MAX_BUSINESS_DAYS,
  FREE_DELIVERY_MIN_BUSINESS_DAYS,
  isoCalendarDate,
  laCalendarDate,
  Messages,
  usCalendarDate,
} from '@tread/domain';
import type { Config } from '../../config';
import type { Clock } from '../../platform/clock';
import type { AreaService } from '../area';

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
    const today = laCalendarDate(clock.now());
    const earliest = addShippingDays(today, FREE_DELIVERY_MIN_BUSINESS_DAYS);
    const latest = addShippingDays(today, FREE_DELIVERY_MAX_BUSINESS_DAYS);
    return {
      code: DeliveryCode.Days,
      zip,
      estimatedDeliveryTime: `${usCalendarDate(earliest)} - ${usCalendarDate(latest)}`,
      earliestDate: isoCalendarDate(earliest),
      latestDate: isoCalendarDate(latest),
      message: Messages.FreeDeliveryDays,
      freeDelivery: true,
    };
  };
}
