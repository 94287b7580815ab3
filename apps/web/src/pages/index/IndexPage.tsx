import { PAYMENT_METHODS, TAB_ROUTES, TabIndex } from '@tread/domain';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Phone from 'lucide-react/icons/phone';
import Store from 'lucide-react/icons/store';
import TicketPercent from 'lucide-react/icons/ticket-percent';
import Users from 'lucide-react/icons/users';
import Zap from 'lucide-react/icons/zap';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title';
import { useHomePageConfig } from '../../features/config/api/home-page-config';
import { usePaySwitch } from '../../features/config/api/pay-switch';
import { useUniWebConfig } from '../../features/config/api/web-config';
import { CouponPath } from '../../features/coupons/paths';
import { DEPARTMENTS } from '../../features/departments/departments';
import { FlashSalePath } from '../../features/flash-sale/paths';
import { GroupBuyPath } from '../../features/group-buy/paths';
import { supportLinks } from '../../features/support/support-links';
import { Section } from '../../ui/Card';
import { AppLink } from '../../ui/navigator';
import { SectionError } from '../../ui/SectionError';
import { Skeleton } from '../../ui/Skeleton';
import { TireIcon } from '../../ui/TireIcon';
import { BannerCarousel } from './BannerCarousel';
import { badgeIcon } from './badge-icons';
import { HomeFooter } from './HomeFooter';
import { Promises } from './Promises';
import { TireFinderCard } from './TireFinderCard';
import './index.css';

const HOME_DEPARTMENTS = DEPARTMENTS.slice(0, 8);

function TopBar() {
  const { t } = useTranslation();
  const webConfig = useUniWebConfig();
  const links = webConfig.data ? supportLinks(webConfig.data) : null;
  return (
    <header className="home-topbar">
      <h1 className="wordmark">
        <span className="wordmark__mark" aria-hidden="true">
          <TireIcon size={22} strokeWidth={2.25} />
        </span>
        {t('app.name')}
        <span className="visually-hidden">: {t('app.tagline')}</span>
      </h1>
      {links && (
        <a
          className="icon-button home-topbar__call"
          href={links.tel}
          aria-label={t('support.callNumber', { phone: links.phone })}
        >
          <Phone size={22} aria-hidden="true" />
        </a>
      )}
    </header>
  );
}

function PaymentMethods() {
  const { t } = useTranslation();
  const paySwitch = usePaySwitch();
  const labels = paySwitch.data
    ? [...new Set(PAYMENT_METHODS.filter((method) => paySwitch.data[method.switchName]).map((m) => m.label))]
    : [];
  return (
    <section className="pay-card">
      <h2 className="pay-card__title">{t('home.pay.title')}</h2>
      <p className="pay-card__text">{t('home.pay.text')}</p>
      {labels.length > 0 && (
        <ul className="chips">
          {labels.map((label) => (
            <li key={label} className="chip">
              {label}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function IndexPage() {
  const { t } = useTranslation();
  usePageTitle();
  const home = useHomePageConfig();

  return (
    <div className="page home">
      <TopBar />
      <TireFinderCard />

      {home.isPending && <Skeleton className="banners__placeholder" height="auto" radius={16} />}
      {home.isError && <SectionError onRetry={() => void home.refetch()} />}
      {home.data?.bannerSwitch && home.data.banners.length > 0 && (
        <BannerCarousel banners={home.data.banners} />
      )}

      {/* The rest waits for the config, so the config's sections never push what is on screen down. */}
      {!home.isPending && (
        <>
          {home.data && home.data.salesPoints.length > 0 && (
            <Section title={t('home.whyTitle')}>
              <ul className="selling-points">
                {home.data.salesPoints.map((point) => {
                  const Icon = badgeIcon(point.icon);
                  return (
                    <li key={point.title} className="selling-point">
                      <span className="selling-point__icon" aria-hidden="true">
                        <Icon size={22} />
                      </span>
                      <h3 className="selling-point__title">{point.title}</h3>
                      <p className="selling-point__text">{point.text}</p>
                    </li>
                  );
                })}
              </ul>
            </Section>
          )}

          <Section
            title={t('home.departmentsTitle')}
            action={
              <AppLink to={TAB_ROUTES[TabIndex.Category]} className="link-button">
                {t('home.seeAll')}
              </AppLink>
            }
          >
            <ul className="department-strip">
              {HOME_DEPARTMENTS.map(({ key, Icon }) => (
                <li key={key}>
                  <AppLink
                    to={`${TAB_ROUTES[TabIndex.Category]}?dept=${key}`}
                    className="department-strip__item"
                  >
                    <span className="department-strip__icon" aria-hidden="true">
                      <Icon size={26} strokeWidth={1.75} />
                    </span>
                    <span className="department-strip__name">{t(`departments.${key}.name`)}</span>
                  </AppLink>
                </li>
              ))}
            </ul>
          </Section>

          <ul className="deal-tiles">
            <li>
              <AppLink to={FlashSalePath.list} className="deal-tile deal-tile--flash">
                <span className="deal-tile__icon" aria-hidden="true">
                  <Zap size={22} />
                </span>
                <span className="deal-tile__title">{t('flashSale.home.title')}</span>
                <span className="deal-tile__text">{t('flashSale.home.text')}</span>
              </AppLink>
            </li>
            <li>
              <AppLink to={GroupBuyPath.list} className="deal-tile deal-tile--group">
                <span className="deal-tile__icon" aria-hidden="true">
                  <Users size={22} />
                </span>
                <span className="deal-tile__title">{t('groupBuy.home.title')}</span>
                <span className="deal-tile__text">{t('groupBuy.home.text')}</span>
              </AppLink>
            </li>
          </ul>

          <AppLink to={CouponPath.center} className="install-card install-card--coupons">
            <span className="install-card__icon" aria-hidden="true">
              <TicketPercent size={26} />
            </span>
            <span className="install-card__text">
              <span className="install-card__title">{t('coupons.home.title')}</span>
              <span className="install-card__body">{t('coupons.home.text')}</span>
              <span className="install-card__cta">
                {t('coupons.home.cta')}
                <ArrowRight size={18} aria-hidden="true" />
              </span>
            </span>
          </AppLink>

          <AppLink to={TAB_ROUTES[TabIndex.Store]} className="install-card">
            <span className="install-card__icon" aria-hidden="true">
              <Store size={26} />
            </span>
            <span className="install-card__text">
              <span className="install-card__title">{t('home.install.title')}</span>
              <span className="install-card__body">{t('home.install.text')}</span>
              <span className="install-card__cta">
                {t('home.install.cta')}
                <ArrowRight size={18} aria-hidden="true" />
              </span>
            </span>
          </AppLink>

          {home.data && home.data.guarantees.length > 0 && <Promises guarantees={home.data.guarantees} />}

          <PaymentMethods />
          <HomeFooter />
        </>
      )}
    </div>
  );
}
