import {
  type Address,
  type CheckoutAnswer,
  CheckoutDelivery,
  CheckoutGroup,
  type CheckoutRequest,
  type CheckoutSpecial,
  type DeliveryChoice,
  Messages,
} from '@tread/domain';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, isRefusal } from '../../api/client';
import { usePageTitle } from '../../app/use-page-title';
import { editAddressPath } from '../../features/account/paths';
import { useAddressList } from '../../features/address/api/address-list';
import { useIsSignedIn } from '../../features/auth/session-store';
import { useCheckoutSelection } from '../../features/cart/checkout-selection';
import { AddressSheet } from '../../features/checkout/AddressSheet';
import { useCheckoutSummary } from '../../features/checkout/api/checkout-summary';
import { useAppointmentProblem } from '../../features/checkout/CheckoutAppointment';
import { useCheckoutStore } from '../../features/checkout/checkout-store';
import type { DeliveryActions } from '../../features/checkout/DeliveryChooser';
import { CheckoutPath, selectStorePath, storeListPath } from '../../features/checkout/paths';
import { chosenIds, couponRequest, useCheckoutCoupons } from '../../features/coupons/checkout-coupons';
import { useLinkedGroupCheckout } from '../../features/group-buy/use-linked-group-checkout';
import { Button, buttonClass } from '../../ui/Button';
import { AppLink, useNavigator } from '../../ui/navigator';
import { PageHeader } from '../../ui/PageHeader';
import { SectionError } from '../../ui/SectionError';
import { Skeleton } from '../../ui/Skeleton';
import { StatusView } from '../../ui/StatusView';
import { showToast } from '../../ui/toast';
import { CouponSheet } from './CouponSheet';
import { GroupCard } from './GroupCard';
import { OrderSummary } from './OrderSummary';
import { PlaceOrderBar } from './PlaceOrderBar';
import { PointsRow } from './PointsRow';
import { RemarkField } from './RemarkField';
import { usePlaceOrder } from './use-place-order';
import '../../features/checkout/stations.css';
import { AutoChat } from '../../features/chat/AutoChat';
import '../../ui/checkout-card.css';
import './submit-order.css';

const GROUP_ORDER = Object.values(CheckoutGroup);

/** Back on checkout from adding an address: deliver home to it, once the address book has been read again. */
function useAwaitedAddress(addresses: readonly Address[] | undefined) {
  // Only an arrival settles the wait: while the page that asked still shows, the new address cannot exist yet.
  const [awaitedOnArrival] = useState(() => useCheckoutStore.getState().awaitingAddress !== null);
  useEffect(() => {
    if (awaitedOnArrival && addresses) useCheckoutStore.getState().settleAwaitedAddress(addresses);
  }, [awaitedOnArrival, addresses]);
}

function CheckoutSkeleton() {
  return (
    <div className="page checkout" aria-hidden="true">
      <Skeleton height={260} radius={12} />
      <Skeleton height={220} radius={12} />
    </div>
  );
}

function EmptyCheckout() {
  const { t } = useTranslation();
  return (
    <StatusView
      icon={<ShoppingCart size={40} />}
      title={t('checkout.empty.title')}
      text={t('checkout.empty.text')}
      action={
        <AppLink to={CheckoutPath.basket} className={buttonClass('accent')}>
          {t('checkout.empty.back')}
        </AppLink>
      }
    />
  );
}

interface CheckoutProps {
  items: CheckoutRequest['items'];
  /** A flash sale or group buy: its price, no coupons (issue 15). */
  special: CheckoutSpecial | null;
}

function Checkout({ items, special }: CheckoutProps) {
  const { t } = useTranslation();
  const navigator = useNavigator();
  const deliveries = useCheckoutStore((state) => state.deliveries);
  const points = useCheckoutStore((state) => state.points);
  const { choose, setServices, setAppointment, keepGroups, setAwaitingAddress, setPoints } =
    useCheckoutStore.getState();
  /** The server's last refusal of the points asked for, shown on the points field. */
  const [pointsRefusal, setPointsRefusal] = useState<unknown>(null);
  const couponChoices = useCheckoutCoupons((state) => state.choices);
  const request = useMemo(
    () => ({
      items,
      deliveries: GROUP_ORDER.flatMap((group): DeliveryChoice[] => {
        const choice = deliveries[group];
        return choice ? [choice] : [];
      }),
      coupons: special ? [] : couponRequest(couponChoices, GROUP_ORDER),
      ...(special ? { special } : {}),
      points,
    }),
    [items, deliveries, couponChoices, special, points],
  );
  const summary = useCheckoutSummary(request);
  const addressList = useAddressList();
  const addresses = addressList.data;
  const [addressFor, setAddressFor] = useState<CheckoutGroup | null>(null);
  const [couponsFor, setCouponsFor] = useState<CheckoutGroup | null>(null);
  const { place, placing } = usePlaceOrder(request, (refused) => {
    setPointsRefusal(refused);
    setPoints(0);
  });
  useAwaitedAddress(addressList.isFetching ? undefined : addresses);
  // Only tires are fitted at an installer.
  const appointmentProblem = useAppointmentProblem(deliveries[CheckoutGroup.Tires]);

  const answer: CheckoutAnswer | undefined = summary.data;
  const settled = answer !== undefined && !summary.isPlaceholderData;
  const veryHot = isRefusal(summary.error, 'ACTIVITY_VERY_HOT');
  const pointsRefused = isRefusal(summary.error, 'CHECKOUT_POINTS_NOT_ENOUGH');
  useEffect(() => {
    // Points spent elsewhere since: priced again without them, the refusal on the points field.
    if (pointsRefused && summary.error) {
      setPointsRefusal(summary.error);
      setPoints(0);
    }
  }, [pointsRefused, summary.error, setPoints]);
  useEffect(() => {
    // A rush on the flash sale or group buy: told, and 'Try again' is the shopper's next tap.
    if (veryHot && summary.error) showToast(summary.error.message);
  }, [veryHot, summary.error]);
  useEffect(() => {
    // Choices of a group no longer checked out (the basket changed) are dropped.
    if (answer && settled) keepGroups(answer.groups.map((group) => group.group));
  }, [answer, settled, keepGroups]);
  const usable = settled ? answer.points.usable : null;
  useEffect(() => {
    // Fewer points fit once a coupon or the cart changed: the most that still do.
    if (usable !== null && points > usable) setPoints(usable);
  }, [usable, points, setPoints]);

  if (summary.isPending || (!answer && pointsRefused)) return <CheckoutSkeleton />;
  if (!answer) {
    const error = summary.error;
    // A chosen coupon gone meanwhile (used by another order, or not the shopper's) refuses the whole summary.
    const couponRefused =
      request.coupons.length > 0 &&
      isApiError(error) &&
      error.status >= 400 &&
      error.status < 500 &&
      error.status !== 401;
    // A flash sale or group buy refuses with its own words (ended, sold out, group full...); a rush is retried.
    const specialRefused =
      special !== null &&
      isApiError(error) &&
      error.status >= 400 &&
      error.status < 500 &&
      error.status !== 401;
    const refusal =
      isApiError(error) && !veryHot && (error.status === 400 || couponRefused || specialRefused)
        ? error.message
        : null;
    return (
      <div className="page checkout">
        {refusal ? (
          <div className="checkout-card checkout-refused" role="alert">
            <p>{refusal}</p>
            {request.coupons.length > 0 && (
              <Button variant="secondary" onClick={() => useCheckoutCoupons.getState().reset()}>
                {t('coupons.checkout.chooseAgain')}
              </Button>
            )}
            {request.deliveries.length > 0 && !specialRefused && (
              <Button variant="secondary" onClick={() => keepGroups([])}>
                {t('checkout.failed.changeDelivery')}
              </Button>
            )}
            {special ? (
              <Button variant="ghost" onClick={() => navigator.back()}>
                {t('checkout.special.back')}
              </Button>
            ) : (
              <AppLink to={CheckoutPath.basket} className={buttonClass('ghost')}>
                {t('checkout.empty.back')}
              </AppLink>
            )}
          </div>
        ) : (
          <SectionError onRetry={() => void summary.refetch()} />
        )}
      </div>
    );
  }

  const actionsFor = (group: CheckoutGroup): DeliveryActions => ({
    pickInstaller: () => void navigator.tap(storeListPath(group)),
    pickPickUp: () => void navigator.tap(selectStorePath(group)),
    pickHome: () => {
      const preferred = addresses?.[0];
      if (preferred) choose({ group, deliveryType: CheckoutDelivery.Home, addressId: preferred.addrId });
      else setAddressFor(group);
    },
    changeAddress: () => setAddressFor(group),
    setServices: (codes) => setServices(group, codes),
    setAppointment: (appointment) => setAppointment(group, appointment),
  });
  const addressOf = (group: CheckoutGroup) =>
    addresses?.find((entry) => entry.addrId === deliveries[group]?.addressId);

  const problem = answer.canSubmit ? appointmentProblem : (answer.problem ?? Messages.ChooseDeliveryType);
  const couponGroup = answer.groups.find((group) => group.group === couponsFor);
  return (
    <>
      <div className="page checkout">
        {special && <SpecialNote special={special} />}
        {answer.groups.map((group) => (
          <GroupCard
            key={group.group}
            summary={group}
            choice={deliveries[group.group]}
            address={addressOf(group.group)}
            actions={actionsFor(group.group)}
            onCoupons={special ? null : () => setCouponsFor(group.group)}
          />
        ))}
        <PointsRow
          points={answer.points}
          used={points}
          refusal={pointsRefusal}
          onUse={(chosen) => {
            setPointsRefusal(null);
            setPoints(chosen);
          }}
        />
        <OrderSummary answer={answer} />
        <RemarkField />
      </div>
      <PlaceOrderBar
        total={answer.amounts.total}
        problem={problem}
        busy={placing}
        waiting={summary.isFetching}
        onPlace={() => void place()}
      />
      <AddressSheet
        open={addressFor !== null}
        addresses={addresses}
        chosenId={addressFor ? deliveries[addressFor]?.addressId : undefined}
        onChoose={(address) => {
          if (addressFor)
            choose({ group: addressFor, deliveryType: CheckoutDelivery.Home, addressId: address.addrId });
          setAddressFor(null);
        }}
        onAdd={() => {
          if (addressFor) {
            const afterId = Math.max(0, ...(addresses ?? []).map((entry) => entry.addrId));
            setAwaitingAddress({ group: addressFor, afterId });
          }
          setAddressFor(null);
          void navigator.tap(editAddressPath());
        }}
        onClose={() => setAddressFor(null)}
      />
      <CouponSheet
        open={couponGroup !== undefined}
        groupName={couponGroup ? t(`checkout.groups.${couponGroup.group}`) : ''}
        offers={couponGroup?.promotions.offers ?? []}
        selected={
          couponGroup ? (couponChoices[couponGroup.group] ?? chosenIds(couponGroup.promotions.offers)) : []
        }
        pricing={summary.isFetching}
        onChoose={(ids) => {
          if (couponGroup) useCheckoutCoupons.getState().choose(couponGroup.group, ids);
        }}
        onClose={() => setCouponsFor(null)}
      />
      <AutoChat page="checkout" origin={{ kind: 'personal' }} />
    </>
  );
}

/** What a special checkout is: its price on its own, and for a group what happens if it fails. */
function SpecialNote({ special }: { special: CheckoutSpecial }) {
  const { t } = useTranslation();
  let text: string;
  if (special.kind === 'seckill') text = t('checkout.special.flash');
  else if (special.kind === 'points') text = t('checkout.special.points');
  else text = special.groupId === undefined ? t('groupBuy.starting') : t('groupBuy.joining');
  return <p className={`checkout-special checkout-special--${special.kind}`}>{text}</p>;
}

/** The group buy a group-confirm-order link names could not be read (it ended, or never was). */
function GoneGroupCheckout({ message }: { message: string }) {
  const { t } = useTranslation();
  const navigator = useNavigator();
  return (
    <StatusView
      icon={<ShoppingCart size={40} />}
      title={message}
      action={
        <Button variant="accent" onClick={() => navigator.back()}>
          {t('checkout.special.back')}
        </Button>
      }
    />
  );
}

/**
 * Order summary and place order (SPEC §1 'Checkout', §3 'Order', §9 'Fees'): signed-in shoppers only. The same
 * page is group-confirm-order for a group buy, titled 'Confirm order' (SPEC §2 Activities).
 */
export default function SubmitOrderPage() {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const items = useCheckoutSelection((state) => state.items);
  const special = useCheckoutSelection((state) => state.special);
  const linked = useLinkedGroupCheckout();
  const title = special?.kind === 'group' ? t('routes.group-confirm-order') : t('checkout.title');
  usePageTitle(title);

  let body: ReactNode;
  if (!signedIn) body = null;
  else if (linked.gone) body = <GoneGroupCheckout message={linked.gone} />;
  else if (linked.pending) body = <CheckoutSkeleton />;
  else if (items.length === 0) body = <EmptyCheckout />;
  else body = <Checkout items={items} special={special} />;

  return (
    <>
      <PageHeader title={title} />
      {body}
    </>
  );
}
