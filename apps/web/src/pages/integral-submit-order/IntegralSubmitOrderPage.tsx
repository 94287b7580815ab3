import {
  type Address,
  type CheckoutAnswer,
  CheckoutDelivery,
  type CheckoutGroup,
  type CheckoutRequest,
  type DeliveryChoice,
  type MallGoodsDetail,
  MallGoodsKind,
  MallMessages,
} from '@tread/domain';
import MapPin from 'lucide-react/icons/map-pin';
import Ticket from 'lucide-react/icons/ticket';
import Truck from 'lucide-react/icons/truck';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../api/client';
import { randomUuid } from '../../api/storage';
import { usePageTitle } from '../../app/use-page-title';
import { editAddressPath } from '../../features/account/paths';
import { useAddressList } from '../../features/address/api/address-list';
import { QuantityStepper } from '../../features/cart/QuantityStepper';
import { AddressSheet } from '../../features/checkout/AddressSheet';
import { useCheckoutSummary } from '../../features/checkout/api/checkout-summary';
import { useCheckoutStore } from '../../features/checkout/checkout-store';
import { DeliveryChooser, type DeliveryMode } from '../../features/checkout/DeliveryChooser';
import { payWayPath, selectStorePath } from '../../features/checkout/paths';
import { useExchangeProduct } from '../../features/points-mall/api/exchange-product';
import { MallDetailFrame } from '../../features/points-mall/MallDetailFrame';
import { MallGoodsImage } from '../../features/points-mall/MallGoodsTile';
import { MallPrice, mallPriceText } from '../../features/points-mall/mall-price';
import { type CountBound, mallRefusalText, mostUnits } from '../../features/points-mall/mall-rules';
import { MallPath, mallDetailPath, readPositiveInt } from '../../features/points-mall/paths';
import { Button, buttonClass } from '../../ui/Button';
import { AppLink, useNavigator } from '../../ui/navigator';
import { SectionError } from '../../ui/SectionError';
import { Skeleton } from '../../ui/Skeleton';
import { StatusView } from '../../ui/StatusView';
import { showToast } from '../../ui/toast';
import { MallOrderSummary } from './MallOrderSummary';
import '../../features/checkout/stations.css';
import '../../ui/checkout-card.css';
import './integral-submit-order.css';

/** The mall offers pick-up and home delivery, never installation. */
const MALL_MODES: readonly DeliveryMode[] = ['pickup', 'home'];
const MALL_ICONS = { pickup: MapPin, home: Truck };

/** Back from adding an address: deliver home to it, once the address book has been read again (as submit-order). */
function useAwaitedAddress(addresses: readonly Address[] | undefined) {
  const [awaitedOnArrival] = useState(() => useCheckoutStore.getState().awaitingAddress !== null);
  useEffect(() => {
    if (awaitedOnArrival && addresses) useCheckoutStore.getState().settleAwaitedAddress(addresses);
  }, [awaitedOnArrival, addresses]);
}

/** The same submit id for the same request: a retry after a lost answer or a double tap places one order. */
function useSubmitId() {
  const held = useRef<{ key: string; id: string } | null>(null);
  return (request: CheckoutRequest) => {
    const key = JSON.stringify(request);
    if (held.current?.key !== key) held.current = { key, id: randomUuid() };
    return held.current.id;
  };
}

function ItemCard({
  goods,
  count,
  most,
  bound,
  onCount,
}: {
  goods: MallGoodsDetail;
  count: number;
  most: number;
  bound: CountBound;
  onCount: (count: number) => void;
}) {
  const { t } = useTranslation();
  const maxMessage =
    bound === 'limit'
      ? MallMessages.LimitReached(goods.perUserLimit)
      : bound === 'stock'
        ? t('pointsMall.order.maxStock', { count: most })
        : t('pointsMall.order.maxPoints');
  return (
    <section className="checkout-card" aria-labelledby="mall-item-title">
      <h2 id="mall-item-title" className="checkout-card__title">
        {t('pointsMall.order.itemTitle')}
      </h2>
      <div className="mall-item">
        <span className="mall-item__media">
          <MallGoodsImage image={goods.image} eager iconSize={32} />
        </span>
        <div className="mall-item__text">
          <span className="mall-item__name">{goods.name}</span>
          <MallPrice points={goods.pointsPrice} cashCents={goods.cashCents} className="mall-item__price" />
          <span className="mall-item__limit">
            {t('pointsMall.detail.limit', { count: goods.perUserLimit })}
          </span>
        </div>
      </div>
      <div className="mall-item__count">
        <QuantityStepper
          value={count}
          max={most}
          maxMessage={maxMessage}
          onChange={onCount}
          label={t('pointsMall.order.qtyLabel', { name: goods.name })}
        />
      </div>
    </section>
  );
}

/** Why the summary could not be priced: the server's refusal ('Not enough points', the limit...), or a retry. */
function SummaryRefused({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const refusal = mallRefusalText(error);
  if (!refusal) return <SectionError onRetry={onRetry} />;
  return (
    <p className="checkout-card mall-refused" role="alert">
      {refusal}
    </p>
  );
}

interface BarProps {
  answer: CheckoutAnswer | undefined;
  problem: string | null;
  busy: boolean;
  waiting: boolean;
  onPlace: () => void;
}

function ExchangeBar({ answer, problem, busy, waiting, onPlace }: BarProps) {
  const { t } = useTranslation();
  return (
    <div className="mall-bar">
      {problem && (
        <p className="mall-bar__problem" id="mall-exchange-problem">
          {problem}
        </p>
      )}
      <div className="mall-exchange-bar">
        <div className="mall-exchange-bar__total">
          <span className="muted">{t('pointsMall.order.totalLabel')}</span>
          <strong>{answer ? mallPriceText(t, answer.amounts.pointsUsed, answer.amounts.total) : '—'}</strong>
        </div>
        <Button
          variant="accent"
          className="mall-exchange-bar__button"
          busy={busy}
          disabled={answer === undefined || problem !== null || waiting}
          aria-describedby={problem ? 'mall-exchange-problem' : undefined}
          onClick={onPlace}
        >
          {t('pointsMall.order.submit')}
        </Button>
      </div>
    </div>
  );
}

/** The checkout of one product of the mall: how many, how it arrives, what it takes, and 'Exchange now'. */
function MallCheckout({ goods, requestedCount }: { goods: MallGoodsDetail; requestedCount: number }) {
  const { t } = useTranslation();
  const navigator = useNavigator();
  const [, setParams] = useSearchParams();
  const { most, bound } = mostUnits(goods);
  const count = Math.min(Math.max(1, requestedCount), most);
  const skuId = goods.skuId ?? 0;
  // Pick-up and home choices already made (here or on the basket's checkout) count; the server takes the one of
  // the item's group ('tires' or 'parts', its to say) and ignores the other. Installation is not offered here.
  const deliveries = useCheckoutStore((state) => state.deliveries);
  const choices = useMemo(
    () =>
      Object.values(deliveries).filter(
        (entry): entry is DeliveryChoice =>
          entry !== undefined && entry.deliveryType !== CheckoutDelivery.Installer,
      ),
    [deliveries],
  );
  const request = useMemo(
    (): CheckoutRequest => ({
      items: [{ skuId, count }],
      deliveries: choices,
      special: { kind: 'points', goodsId: goods.id },
    }),
    [skuId, count, choices, goods.id],
  );
  const summary = useCheckoutSummary(request);
  const answer = summary.data;
  const groupSummary = answer?.groups[0];
  const group: CheckoutGroup | null = groupSummary?.group ?? null;
  const choice = choices.find((entry) => entry.group === group);

  const addressList = useAddressList();
  const addresses = addressList.data;
  useAwaitedAddress(addressList.isFetching ? undefined : addresses);
  const [addressOpen, setAddressOpen] = useState(false);
  const exchange = useExchangeProduct();
  const submitIdFor = useSubmitId();
  const inFlight = useRef(false);

  const setCount = (next: number) =>
    setParams({ id: String(goods.id), count: String(next) }, { replace: true, preventScrollReset: true });

  const place = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const placed = await exchange.mutateAsync({ ...request, submitId: submitIdFor(request) });
      if (placed.total === 0) {
        // Paid with points at once (payment type 0 'score'): nothing to pay, the exchange is done.
        showToast(t('pointsMall.order.placed'));
        await navigator.go(MallPath.exchanges, { replace: true });
      } else await navigator.go(payWayPath(placed.orderNumbers), { replace: true });
    } catch (error) {
      const refusal = mallRefusalText(error);
      if (refusal) showToast(refusal);
    } finally {
      inFlight.current = false;
    }
  };

  const refused = summary.isError && isApiError(summary.error) ? mallRefusalText(summary.error) : null;
  const problem = refused ?? goods.problem ?? (answer && !answer.canSubmit ? answer.problem : null);
  const address = addresses?.find((entry) => entry.addrId === choice?.addressId);

  return (
    <>
      <div className="page checkout integral-submit-order">
        <ItemCard goods={goods} count={count} most={most} bound={bound} onCount={setCount} />
        {summary.isPending ? (
          <Skeleton height={220} radius={12} />
        ) : summary.isError && !answer ? (
          <SummaryRefused error={summary.error} onRetry={() => void summary.refetch()} />
        ) : (
          groupSummary &&
          answer && (
            <>
              <section className="checkout-card">
                <DeliveryChooser
                  className="mall-delivery"
                  modes={MALL_MODES}
                  hints={{ pickup: t('pointsMall.order.pickupHint') }}
                  icons={MALL_ICONS}
                  summary={groupSummary}
                  choice={choice}
                  address={address}
                  actions={{
                    pickPickUp: () => void navigator.tap(selectStorePath(groupSummary.group)),
                    pickHome: () => {
                      const preferred = addresses?.[0];
                      if (preferred)
                        useCheckoutStore.getState().choose({
                          group: groupSummary.group,
                          deliveryType: CheckoutDelivery.Home,
                          addressId: preferred.addrId,
                        });
                      else setAddressOpen(true);
                    },
                    changeAddress: () => setAddressOpen(true),
                  }}
                />
              </section>
              <MallOrderSummary answer={answer} balance={goods.balance} />
            </>
          )
        )}
        <ExchangeBar
          answer={summary.isError ? undefined : answer}
          problem={problem}
          busy={exchange.isPending}
          waiting={summary.isFetching}
          onPlace={() => void place()}
        />
      </div>
      <AddressSheet
        markDefault={false}
        oneLine
        open={addressOpen}
        addresses={addresses}
        chosenId={choice?.addressId}
        onChoose={(chosen) => {
          if (group)
            useCheckoutStore
              .getState()
              .choose({ group, deliveryType: CheckoutDelivery.Home, addressId: chosen.addrId });
          setAddressOpen(false);
        }}
        onAdd={() => {
          if (group) {
            const afterId = Math.max(0, ...(addresses ?? []).map((entry) => entry.addrId));
            useCheckoutStore.getState().setAwaitingAddress({ group, afterId });
          }
          setAddressOpen(false);
          void navigator.tap(editAddressPath());
        }}
        onClose={() => setAddressOpen(false)}
      />
    </>
  );
}

/** A coupon is exchanged on its own page, never checked out. */
function CouponElsewhere({ goods }: { goods: MallGoodsDetail }) {
  const { t } = useTranslation();
  return (
    <StatusView
      icon={<Ticket size={40} />}
      title={t('pointsMall.order.couponHere')}
      action={
        <AppLink to={mallDetailPath(goods.id)} className={buttonClass('accent')} replace>
          {t('pointsMall.order.toCoupon')}
        </AppLink>
      }
    />
  );
}

/**
 * integral-submit-order (SPEC §2 Member/points): a product of the points mall checked out as a 'points' order:
 * the count up to the shopper's limit, pick-up or home delivery, the points and any money. 'Exchange now' places
 * it; paid with points alone it is done, otherwise it goes on to pay-way.
 */
export default function IntegralSubmitOrderPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.integral-submit-order'));
  const [params] = useSearchParams();
  const goodsId = readPositiveInt(params.get('id'));
  const requestedCount = readPositiveInt(params.get('count')) ?? 1;

  return (
    <MallDetailFrame
      title={t('routes.integral-submit-order')}
      goodsId={goodsId}
      loading={
        <>
          <Skeleton height={180} radius={12} />
          <Skeleton height={220} radius={12} />
        </>
      }
    >
      {(goods) =>
        goods.kind === MallGoodsKind.Coupon || goods.skuId === null ? (
          <CouponElsewhere goods={goods} />
        ) : (
          <MallCheckout goods={goods} requestedCount={requestedCount} />
        )
      }
    </MallDetailFrame>
  );
}
