import {
  type Address,
  type AppointmentChoice,
  CheckoutDelivery,
  type CheckoutGroup,
  type DeliveryChoice,
  type LatLng,
  type Station,
} from '@tread/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { randomUuid } from '../../api/storage';
import { onSignedOut } from '../auth/session-events';

/** Not a §3 key: the checkout's choices, kept for the browser session so store pages and back keep them. */
export const CHECKOUT_STORAGE_KEY = 'checkout';

interface CheckoutChoices {
  deliveries: Partial<Record<CheckoutGroup, DeliveryChoice>>;
  remark: string;
  /** Points paying part of the goods (SPEC §5: a multiple of 10); 0 for none. */
  points: number;
  /** The id of the order being placed and the summary it was made for (same summary, same id). */
  submit: { summaryKey: string; submitId: string } | null;
  /** The shopper's own position (SPEC §3 userLatLng); null when location was refused or failed. */
  userLatLng: LatLng | null;
  /** The ZIP last searched when location was not available. */
  searchZip: string;
  /** Home delivery waiting for the address the shopper went to add: one newer than `afterId`. */
  awaitingAddress: { group: CheckoutGroup; afterId: number } | null;
}

interface CheckoutState extends CheckoutChoices {
  choose: (choice: DeliveryChoice) => void;
  /** An installer (with its first service ticked, SPEC §3) or a pick-up point. */
  chooseStation: (group: CheckoutGroup, station: Station) => void;
  setServices: (group: CheckoutGroup, serviceCodes: string[]) => void;
  /** The installation time picked at the group's installer. */
  setAppointment: (group: CheckoutGroup, appointment: AppointmentChoice) => void;
  /** Drops choices of groups no longer in the checkout. */
  keepGroups: (groups: readonly CheckoutGroup[]) => void;
  setRemark: (remark: string) => void;
  setPoints: (points: number) => void;
  /** The submit id for this summary: reused on a retry or a double tap, new once the summary changes. */
  submitIdFor: (summaryKey: string) => string;
  setUserLatLng: (point: LatLng | null) => void;
  setSearchZip: (zip: string) => void;
  setAwaitingAddress: (awaiting: CheckoutChoices['awaitingAddress']) => void;
  /** Back from adding an address: home delivery to the one added, if one was; the wait is over either way. */
  settleAwaitedAddress: (addresses: readonly Address[]) => void;
  /** After the order is placed, or at sign-out. */
  reset: () => void;
}

const initial: CheckoutChoices = {
  deliveries: {},
  remark: '',
  points: 0,
  submit: null,
  userLatLng: null,
  searchZip: '',
  awaitingAddress: null,
};

export const useCheckoutStore = create<CheckoutState>()(
  persist(
    (set, get) => ({
      ...initial,
      choose: (choice) => set((state) => ({ deliveries: { ...state.deliveries, [choice.group]: choice } })),
      chooseStation: (group, station) =>
        get().choose(
          station.kind === 'installer'
            ? {
                group,
                deliveryType: CheckoutDelivery.Installer,
                stationId: station.stationId,
                serviceCodes: station.serviceInfo.slice(0, 1).map((service) => service.code),
              }
            : { group, deliveryType: CheckoutDelivery.PickUp, stationId: station.stationId },
        ),
      setServices: (group, serviceCodes) =>
        set((state) => {
          const current = state.deliveries[group];
          return current
            ? { deliveries: { ...state.deliveries, [group]: { ...current, serviceCodes } } }
            : state;
        }),
      setAppointment: (group, appointment) =>
        set((state) => {
          const current = state.deliveries[group];
          return current
            ? { deliveries: { ...state.deliveries, [group]: { ...current, appointment } } }
            : state;
        }),
      keepGroups: (groups) =>
        set((state) => {
          const kept = Object.fromEntries(
            Object.entries(state.deliveries).filter(([group]) => groups.some((g) => g === group)),
          );
          return Object.keys(kept).length === Object.keys(state.deliveries).length
            ? state
            : { deliveries: kept };
        }),
      setRemark: (remark) => set({ remark }),
      setPoints: (points) => set({ points }),
      submitIdFor: (summaryKey) => {
        const current = get().submit;
        if (current?.summaryKey === summaryKey) return current.submitId;
        const submit = { summaryKey, submitId: randomUuid() };
        set({ submit });
        return submit.submitId;
      },
      setUserLatLng: (userLatLng) => set({ userLatLng }),
      setSearchZip: (searchZip) => set({ searchZip }),
      setAwaitingAddress: (awaitingAddress) => set({ awaitingAddress }),
      settleAwaitedAddress: (addresses) => {
        const awaiting = get().awaitingAddress;
        if (!awaiting) return;
        const added = addresses.filter((entry) => entry.addrId > awaiting.afterId);
        const newest = added.sort((a, b) => b.addrId - a.addrId)[0];
        set({ awaitingAddress: null });
        if (newest)
          get().choose({
            group: awaiting.group,
            deliveryType: CheckoutDelivery.Home,
            addressId: newest.addrId,
          });
      },
      reset: () => set({ ...initial, userLatLng: get().userLatLng, searchZip: get().searchZip }),
    }),
    {
      name: CHECKOUT_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({
        deliveries,
        remark,
        points,
        submit,
        userLatLng,
        searchZip,
        awaitingAddress,
      }): CheckoutChoices => ({
        deliveries,
        remark,
        points,
        submit,
        userLatLng,
        searchZip,
        awaitingAddress,
      }),
    },
  ),
);

onSignedOut((reason) => {
  // An expired session signs back in and carries on; signing out ends the checkout.
  if (reason === 'signed-out') useCheckoutStore.setState(initial);
});
