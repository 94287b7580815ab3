import { type CartLine, isSelectable, TAB_ROUTES, TabIndex, totalCount } from '@tread/domain';
import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../app/use-page-title';
import { Button, buttonClass } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { AppLink } from '../../../ui/navigator';
import { PageHeader } from '../../../ui/PageHeader';
import { SectionError } from '../../../ui/SectionError';
import { Skeleton } from '../../../ui/Skeleton';
import { StatusView } from '../../../ui/StatusView';
import { showToast } from '../../../ui/toast';
import { useIsSignedIn } from '../../auth';
import { type Basket, useBasket } from '../use-basket';
import { useGoToCheckout } from '../use-cart';
import { BasketLine } from './BasketLine';
import { CheckoutBar } from './CheckoutBar';
import './basket.css';

function EmptyBasket() {
  const { t } = useTranslation();
  return (
    <StatusView
      icon={<ShoppingCart size={40} />}
      title={t('cart.empty.title')}
      text={t('cart.empty.text')}
      action={
        <div className="basket-empty__actions">
          <AppLink to={TAB_ROUTES[TabIndex.Tires]} className={buttonClass('accent', true)}>
            {t('cart.empty.shopTires')}
          </AppLink>
          <AppLink to={TAB_ROUTES[TabIndex.Category]} className={buttonClass('secondary', true)}>
            {t('cart.empty.shopParts')}
          </AppLink>
        </div>
      }
    />
  );
}

function BasketSkeleton() {
  return (
    <div className="page basket" aria-hidden="true">
      <Skeleton width="40%" height={20} />
      <Skeleton height={140} radius={12} />
      <Skeleton height={140} radius={12} />
    </div>
  );
}

function BasketLines({
  basket,
  asTab,
  onRemove,
}: {
  basket: Basket;
  asTab: boolean;
  onRemove: (line: CartLine) => void;
}) {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const goToCheckout = useGoToCheckout();
  const { lines, summary } = basket;
  return (
    <div className="page basket">
      {basket.updated && (
        <p className="basket__updated" role="status">
          <CircleAlert size={18} aria-hidden="true" />
          {t('cart.basket.updated')}
        </p>
      )}
      <div className="basket__head">
        <label className="basket__select-all">
          <input
            type="checkbox"
            className="basket__check"
            checked={summary.allSelected}
            disabled={!lines.some(isSelectable)}
            onChange={(event) => void basket.select(undefined, event.target.checked)}
          />
          {t('cart.basket.selectAll')}
        </label>
        <span className="muted">{t('cart.basket.itemCount', { count: totalCount(lines) })}</span>
      </div>
      <ul className="stack-list">
        {lines.map((line) => (
          <li key={line.skuId}>
            <BasketLine
              line={line}
              busy={basket.busy.has(line.skuId)}
              onCount={(count) => void basket.setCount(line.skuId, count)}
              onSelect={(selected) => void basket.select([line.skuId], selected)}
              onRemove={() => onRemove(line)}
            />
          </li>
        ))}
      </ul>
      {!signedIn && <p className="basket__note muted">{t('cart.basket.guestNote')}</p>}
      <CheckoutBar
        summary={summary}
        asTab={asTab}
        onCheckout={() => goToCheckout(summary.selected.map(({ skuId, count }) => ({ skuId, count })))}
      />
    </div>
  );
}

/** The cart (SPEC §2 basket/basket on the tab bar, basket-not-tab pushed with a back button). */
export function BasketView({ asTab }: { asTab: boolean }) {
  const { t } = useTranslation();
  const basket = useBasket();
  const [removing, setRemoving] = useState<CartLine | null>(null);
  usePageTitle(t('routes.basket'));

  const confirmRemove = async () => {
    const target = removing;
    setRemoving(null);
    if (target && (await basket.remove([target.skuId]))) showToast(t('cart.basket.removed'));
  };

  let body = <BasketLines basket={basket} asTab={asTab} onRemove={setRemoving} />;
  if (basket.status === 'loading') body = <BasketSkeleton />;
  else if (basket.status === 'error') {
    body = (
      <div className="page">
        <SectionError onRetry={basket.retry} />
      </div>
    );
  } else if (basket.lines.length === 0) body = <EmptyBasket />;

  return (
    <>
      <PageHeader title={t('routes.basket')} back={!asTab} />
      {body}
      <Modal
        open={removing !== null}
        title={t('cart.basket.removeTitle')}
        onClose={() => setRemoving(null)}
        footer={
          <div className="basket__confirm">
            <Button variant="secondary" onClick={() => setRemoving(null)}>
              {t('cart.basket.keep')}
            </Button>
            <Button variant="accent" onClick={() => void confirmRemove()}>
              {t('cart.basket.removeConfirm')}
            </Button>
          </div>
        }
      >
        {removing && <p>{t('cart.basket.removeText', { name: removing.prodName })}</p>}
      </Modal>
    </>
  );
}
