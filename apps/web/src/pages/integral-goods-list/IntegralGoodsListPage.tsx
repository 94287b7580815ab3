import { MallGoodsKind } from '@tread/domain';
import ChevronRight from 'lucide-react/icons/chevron-right';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import Store from 'lucide-react/icons/store';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { formatPoints } from '../../features/points/format-points';
import { PointsPath } from '../../features/points/paths';
import { useMallGoodsPages } from '../../features/points-mall/api/mall-goods';
import { MallGoodsTile } from '../../features/points-mall/MallGoodsTile';
import { MallPath } from '../../features/points-mall/paths';
import { buttonClass } from '../../ui/Button';
import { AppLink } from '../../ui/navigator';
import { PagedList } from '../../ui/PagedList';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { StatusView } from '../../ui/StatusView';
import './integral-goods-list.css';

const TABS = ['all', MallGoodsKind.Product, MallGoodsKind.Coupon] as const;
type Tab = (typeof TABS)[number];

const readTab = (value: string | null): Tab => TABS.find((tab) => tab === value) ?? 'all';

/** Cards on screen when the grid appears: their pictures load at once. */
const FIRST_SCREEN = 4;
const SKELETON_TILES = ['first', 'second', 'third', 'fourth'] as const;

/** The shopper's points, as the mall's answer gives them, with the ways to their exchanges and to earn more. */
function MallBalance({ balance }: { balance: number | null }) {
  const { t } = useTranslation();
  return (
    <section className="mall-balance hero-card" aria-label={t('pointsMall.list.balance')}>
      <div className="mall-balance__head">
        <p className="mall-balance__label">{t('pointsMall.list.balance')}</p>
        {balance === null ? (
          <span className="mall-balance__figure mall-balance__figure--loading" aria-hidden="true" />
        ) : (
          <p className="mall-balance__figure">{formatPoints(balance)}</p>
        )}
      </div>
      <div className="mall-balance__links">
        <AppLink to={MallPath.exchanges} className="mall-balance__link">
          <ClipboardList size={18} aria-hidden="true" />
          {t('pointsMall.list.myExchanges')}
          <ChevronRight size={16} aria-hidden="true" />
        </AppLink>
        <AppLink to={PointsPath.index} className="mall-balance__link">
          {t('pointsMall.list.earnMore')}
          <ChevronRight size={16} aria-hidden="true" />
        </AppLink>
      </div>
    </section>
  );
}

/**
 * integral-goods-list (SPEC §2 Member/points): the points mall. The balance, tabs for all, products and coupons,
 * and a two-column grid of what points buy, loaded as the shopper scrolls.
 */
export default function IntegralGoodsListPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.integral-goods-list'));
  const tabsId = useId();
  const [params, setParams] = useSearchParams();
  const tab = readTab(params.get('kind'));
  const { pages, goods, balance } = useMallGoodsPages(tab === 'all' ? null : tab);

  const body = (
    <PagedList
      query={pages}
      count={goods.length}
      skeleton={
        <div className="mall-grid" aria-hidden="true">
          {SKELETON_TILES.map((tile) => (
            <Skeleton key={tile} height={250} radius={12} />
          ))}
        </div>
      }
      empty={
        <StatusView
          icon={<Store size={40} />}
          title={t(`pointsMall.list.empty.${tab}`)}
          text={t('pointsMall.list.emptyText')}
          action={
            <AppLink to={PointsPath.index} className={buttonClass('accent')}>
              {t('pointsMall.list.toCenter')}
            </AppLink>
          }
        />
      }
      labels={{
        loadingMore: t('pointsMall.list.loadingMore'),
        showMore: t('pointsMall.list.showMore'),
        end: t('pointsMall.list.end'),
      }}
    >
      <ul className="mall-grid" aria-label={t('pointsMall.list.gridLabel')}>
        {goods.map((card, index) => (
          <li key={card.id}>
            <MallGoodsTile card={card} firstScreen={index < FIRST_SCREEN} />
          </li>
        ))}
      </ul>
    </PagedList>
  );

  return (
    <>
      <PageHeader
        title={t('routes.integral-goods-list')}
        action={
          <AppLink
            to={MallPath.exchanges}
            className="icon-button"
            aria-label={t('pointsMall.list.myExchanges')}
          >
            <ClipboardList size={22} aria-hidden="true" />
          </AppLink>
        }
      />
      <div className="page integral-goods-list">
        <MallBalance balance={balance} />
        <div className="integral-goods-list__tabs" role="tablist" aria-label={t('pointsMall.list.tabsLabel')}>
          {TABS.map((entry) => (
            <button
              key={entry}
              type="button"
              role="tab"
              id={`${tabsId}-${entry}`}
              aria-controls={`${tabsId}-panel`}
              aria-selected={entry === tab}
              className="integral-goods-list__tab"
              onClick={() =>
                setParams(entry === 'all' ? {} : { kind: entry }, { replace: true, preventScrollReset: true })
              }
            >
              {t(`pointsMall.list.tab.${entry}`)}
            </button>
          ))}
        </div>
        <div id={`${tabsId}-panel`} role="tabpanel" aria-labelledby={`${tabsId}-${tab}`}>
          {body}
        </div>
      </div>
    </>
  );
}
