import { type ReviewableOrder, ReviewMessages } from '@tread/domain';
import CircleCheck from 'lucide-react/icons/circle-check';
import MessageSquareText from 'lucide-react/icons/message-square-text';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { refusalText } from '../../features/forms/server-errors';
import { OrderPath, orderDetailPath } from '../../features/orders/paths';
import { useReviewableOrder } from '../../features/reviews/api/reviewable-order';
import { buttonClass } from '../../ui/Button';
import { AppLink } from '../../ui/navigator';
import { PageHeader } from '../../ui/PageHeader';
import { SectionError } from '../../ui/SectionError';
import { Skeleton } from '../../ui/Skeleton';
import { StatusView } from '../../ui/StatusView';
import { ReviewForm } from './ReviewForm';
import './prod-comm.css';

type Item = ReviewableOrder['items'][number];

function ItemHeading({ item }: { item: Item }) {
  return (
    <div className="review-item__product">
      <img className="review-item__image" src={item.image} alt="" width={56} height={56} />
      <div className="review-item__names">
        <h2 className="review-item__name">{item.prodName}</h2>
        {item.displaySize && <p className="review-item__size">{item.displaySize}</p>}
      </div>
    </div>
  );
}

/** The order's items: a form for each one still to review, a done mark on the others. */
function OrderReviews({ order, onStale }: { order: ReviewableOrder; onStale: () => void }) {
  const { t } = useTranslation();
  const done = order.items.filter((item) => item.reviewed).length;

  if (done === order.items.length) {
    return (
      <StatusView
        icon={<CircleCheck size={40} className="review-thanks__icon" />}
        title={ReviewMessages.Submitted}
        text={t('reviews.write.thanksText')}
        action={
          <AppLink to={orderDetailPath(order.orderNumber)} className={buttonClass('accent')}>
            {t('reviews.write.backToOrder')}
          </AppLink>
        }
      />
    );
  }
  return (
    <>
      <p className="review-progress">
        {t('reviews.write.progress', { number: order.orderNumber, done, total: order.items.length })}
      </p>
      <ul className="stack-list">
        {order.items.map((item) => (
          <li key={item.itemId}>
            <article className={`card review-item${item.reviewed ? ' review-item--done' : ''}`}>
              <ItemHeading item={item} />
              {item.reviewed ? (
                <p className="review-item__done">
                  <CircleCheck size={18} aria-hidden="true" />
                  {t('reviews.write.reviewed')}
                </p>
              ) : (
                <ReviewForm
                  orderNumber={order.orderNumber}
                  item={item}
                  onStale={onStale}
                  last={done === order.items.length - 1}
                />
              )}
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}

/** prod-comm?orderNumber= 'Write reviews': the received order's items, each reviewed on its own (issue 16). */
export default function ProdCommPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.prod-comm'));
  const [params] = useSearchParams();
  const orderNumber = params.get('orderNumber')?.trim() || null;
  const order = useReviewableOrder(orderNumber);
  const refused = refusalText(order.error);

  let body: ReactNode;
  if (!orderNumber) {
    body = (
      <StatusView
        icon={<MessageSquareText size={40} />}
        title={t('reviews.write.missing')}
        action={
          <AppLink to={OrderPath.list} className={buttonClass('secondary')}>
            {t('reviews.write.toOrders')}
          </AppLink>
        }
      />
    );
  } else if (order.data) {
    body = <OrderReviews order={order.data} onStale={() => void order.refetch()} />;
  } else if (refused) {
    body = (
      <StatusView
        icon={<MessageSquareText size={40} />}
        title={refused}
        action={
          <AppLink to={orderDetailPath(orderNumber)} className={buttonClass('secondary')}>
            {t('reviews.write.backToOrder')}
          </AppLink>
        }
      />
    );
  } else if (order.isError) {
    body = <SectionError onRetry={() => void order.refetch()} />;
  } else {
    body = <Skeleton height={420} radius={12} />;
  }

  return (
    <>
      <PageHeader title={t('routes.prod-comm')} />
      <div className="page prod-comm">{body}</div>
    </>
  );
}
