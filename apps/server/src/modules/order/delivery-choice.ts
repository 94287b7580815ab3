import {
  type Address,
  CheckoutDelivery,
  type DeliveryChoice,
  DeliveryCode,
  type DeliveryModes,
  type Installation,
  isSalesTaxState,
  Messages,
  type RefusalBody,
  type RefusalCode,
  refusal,
  type Station,
  type TaxRate,
} from '@tread/domain';
import { AppError, refuse } from '../../platform/errors';
import type { TaxProvider } from '../../platform/tax/provider';
import type { AddressService } from '../address';
import type { CatalogService } from '../catalog';
import type { StationService } from '../station';
import type { OrderDestination, OrderService } from './tables';

/** A group's way of arriving, checked against the shop, the address book and the delivery area. */
export type ResolvedDelivery = {
  /** The choice as it stands, with the services actually ticked; null when none was made. */
  choice: DeliveryChoice | null;
  station: Station | null;
  /** Where the order goes, copied onto the order; null until a station or address is chosen. */
  destination: OrderDestination | null;
  addressId: number | null;
  deliveryCode: DeliveryCode | null;
  deliveryText: string | null;
  /** The sales tax due where the order goes; null until that is known. */
  tax: TaxRate | null;
  installation: Installation | null;
  services: OrderService[];
  /** Why the group cannot be placed yet (no station or address chosen, or out of the delivery area). */
  problem: RefusalBody | null;
};

export type DeliveryServices = {
  stations: StationService;
  addresses: AddressService;
  catalog: CatalogService;
  tax: TaxProvider;
};

const ALLOWED_BY: Record<CheckoutDelivery, keyof DeliveryModes> = {
  [CheckoutDelivery.Installer]: 'hasShopDelivery',
  [CheckoutDelivery.PickUp]: 'hasUserPickUp',
  [CheckoutDelivery.Home]: 'hasCityDelivery',
};

const STATION_KIND = {
  [CheckoutDelivery.Installer]: 'installer',
  [CheckoutDelivery.PickUp]: 'pickup',
} as const;

/** A group without a complete choice yet: summarized, but it cannot be placed. */
export const undecided = (choice: DeliveryChoice | null): ResolvedDelivery => ({
  choice,
  station: null,
  destination: null,
  addressId: null,
  deliveryCode: null,
  deliveryText: null,
  tax: null,
  installation: null,
  services: [],
  problem: refusal('CHOOSE_DELIVERY_TYPE'),
});

/** Another module's 'not found' (a 404 for its own pages) is a refusal of this request here. */
async function refusingMissing<T>(read: Promise<T>, missing: RefusalCode, refused: RefusalCode): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof AppError && error.code === missing) throw refuse(refused);
    throw error;
  }
}

const stationDestination = (station: Station): OrderDestination => ({
  name: station.name,
  phone: station.phone,
  address1: station.address1,
  address2: '',
  city: station.city,
  state: station.state,
  zip: station.zip,
  lat: station.lat,
  lng: station.lng,
});

const addressDestination = (address: Address): OrderDestination => ({
  name: `${address.firstName} ${address.lastName}`,
  phone: address.phone,
  address1: address.addressLine1,
  address2: address.addressLine2,
  city: address.city,
  state: address.state,
  zip: address.zipCode,
  lat: address.lat,
  lng: address.lng,
});

/** The services ticked at an installer: the first by default, at least one, each offered by the shop. */
function tickedServices(station: Station, asked: string[] | undefined): Set<string> {
  const first = station.serviceInfo[0];
  const codes = new Set(asked ?? (first ? [first.code] : []));
  if (codes.size === 0) throw refuse('SERVICE_REQUIRED');
  const offered = new Set(station.serviceInfo.map((service) => service.code));
  if ([...codes].some((code) => !offered.has(code))) {
    throw refuse('SERVICE_NOT_OFFERED');
  }
  return codes;
}

export function deliveryResolver({ stations, addresses, catalog, tax }: DeliveryServices) {
  async function atStation(
    choice: DeliveryChoice,
    deliveryType: typeof CheckoutDelivery.Installer | typeof CheckoutDelivery.PickUp,
  ): Promise<ResolvedDelivery> {
    if (choice.stationId === undefined) return undecided(choice);
    const station = await refusingMissing(
      stations.detail({ stationId: choice.stationId }),
      'STATION_NOT_FOUND',
      'STATION_GONE',
    );
    if (station.kind !== STATION_KIND[deliveryType]) throw refuse('STATION_GONE');
    const base = { group: choice.group, deliveryType, stationId: station.stationId };
    const destination = stationDestination(station);
    const resolved = {
      station,
      destination,
      addressId: null,
      deliveryCode: null,
      deliveryText: null,
      tax: await tax.rateFor(destination),
      problem: null,
    };
    if (deliveryType === CheckoutDelivery.PickUp) {
      return { ...resolved, choice: base, installation: null, services: [] };
    }
    const ticked = tickedServices(station, choice.serviceCodes);
    const chosen = station.serviceInfo.filter((service) => ticked.has(service.code));
    return {
      ...resolved,
      choice: {
        ...base,
        serviceCodes: chosen.map((service) => service.code),
        ...(choice.appointment ? { appointment: choice.appointment } : {}),
      },
      installation: { services: station.serviceInfo, ticked },
      services: chosen.map(({ price, ...service }) => ({ ...service, priceCents: price })),
    };
  }

  async function toAddress(userId: string, choice: DeliveryChoice): Promise<ResolvedDelivery> {
    if (choice.addressId === undefined) return undecided(choice);
    const address = await refusingMissing(
      addresses.get(userId, choice.addressId),
      'ADDRESS_NOT_FOUND',
      'ADDRESS_GONE',
    );
    const estimate = await catalog.estimateDelivery(address.zipCode, undefined);
    const inRange = estimate.code !== DeliveryCode.OutOfRange;
    const destination = addressDestination(address);
    return {
      choice: { group: choice.group, deliveryType: CheckoutDelivery.Home, addressId: address.addrId },
      station: null,
      destination,
      addressId: address.addrId,
      deliveryCode: inRange ? DeliveryCode.Normal : DeliveryCode.OutOfRange,
      deliveryText: inRange ? Messages.FreeDeliveryDays : Messages.DeliveryOutOfRange,
      // Out of the area the order cannot be placed; its tax is shown only where the state is known.
      tax: inRange || isSalesTaxState(address.state) ? await tax.rateFor(destination) : null,
      installation: null,
      services: [],
      problem: inRange ? null : refusal('DELIVERY_OUT_OF_RANGE'),
    };
  }

  /** Refuses (400) a way the group does not allow, a closed shop or an address no longer in the book. */
  return async function resolve(
    userId: string,
    allowed: DeliveryModes,
    choice: DeliveryChoice | undefined,
  ): Promise<ResolvedDelivery> {
    if (!choice) return undecided(null);
    if (!allowed[ALLOWED_BY[choice.deliveryType]]) {
      throw refuse('DELIVERY_NOT_ALLOWED');
    }
    switch (choice.deliveryType) {
      case CheckoutDelivery.Installer:
      case CheckoutDelivery.PickUp:
        return atStation(choice, choice.deliveryType);
      case CheckoutDelivery.Home:
        return toAddress(userId, choice);
    }
  };
}
