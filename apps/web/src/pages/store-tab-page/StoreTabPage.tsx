import {
  FREE_DELIVERY_MAX_BUSINESS_DAYS,
  FREE_DELIVERY_MIN_BUSINESS_DAYS,
  GREATER_LA_RADIUS_MILES,
  INSTALLER_SEARCH_RADIUS_MILES,
} from '@tread/domain';
import CircleGauge from 'lucide-react/icons/circle-gauge';
import Clock from 'lucide-react/icons/clock';
import Crosshair from 'lucide-react/icons/crosshair';
import MapPin from 'lucide-react/icons/map-pin';
import Recycle from 'lucide-react/icons/recycle';
import Warehouse from 'lucide-react/icons/warehouse';
import Wrench from 'lucide-react/icons/wrench';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title';
import { useUniWebConfig } from '../../features/config/api/web-config';
import { SupportList } from '../../features/support/SupportList';
import { Section } from '../../ui/Card';
import { List, ListRow } from '../../ui/List';
import { SectionError } from '../../ui/SectionError';
import { Skeleton } from '../../ui/Skeleton';
import { TireIcon } from '../../ui/TireIcon';
import './store.css';

const deliveryDays = { min: FREE_DELIVERY_MIN_BUSINESS_DAYS, max: FREE_DELIVERY_MAX_BUSINESS_DAYS };

function WarehouseCard() {
  const { t } = useTranslation();
  const config = useUniWebConfig();
  return (
    <Section title={t('store.warehouseTitle')}>
      <div className="card warehouse">
        <span className="warehouse__icon" aria-hidden="true">
          <Warehouse size={24} />
        </span>
        <div className="warehouse__text">
          <p className="warehouse__label">
            <Clock size={16} aria-hidden="true" />
            {t('store.warehouseHours')}
          </p>
          {config.isPending && <Skeleton height={20} width="80%" />}
          {config.isError && <SectionError onRetry={() => void config.refetch()} />}
          {config.data && <p className="warehouse__hours">{config.data.warehouseHours}</p>}
          <p className="muted warehouse__note">{t('store.warehouseNote')}</p>
        </div>
      </div>
    </Section>
  );
}

export default function StoreTabPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.store-tab-page'));

  const services = [
    { Icon: TireIcon, title: t('store.services.mountBalance'), text: t('store.services.mountBalanceText') },
    { Icon: CircleGauge, title: t('store.services.tpms'), text: t('store.services.tpmsText') },
    { Icon: Crosshair, title: t('store.services.alignment'), text: t('store.services.alignmentText') },
    { Icon: Wrench, title: t('store.services.valveStems'), text: t('store.services.valveStemsText') },
    { Icon: Recycle, title: t('store.services.disposal'), text: t('store.services.disposalText') },
  ];
  const steps = [
    {
      title: t('store.steps.pickTitle'),
      text: t('store.steps.pickText', { radius: INSTALLER_SEARCH_RADIUS_MILES }),
    },
    { title: t('store.steps.shipTitle'), text: t('store.steps.shipText', deliveryDays) },
    { title: t('store.steps.driveTitle'), text: t('store.steps.driveText') },
  ];

  return (
    <div className="page">
      <header>
        <h1 className="page-title">{t('routes.store-tab-page')}</h1>
      </header>

      <section className="install-hero">
        <h2 className="install-hero__title">{t('store.heroTitle')}</h2>
        <p className="install-hero__text">{t('store.heroText')}</p>
      </section>

      <Section title={t('store.servicesTitle')}>
        <List>
          {services.map(({ Icon, title, text }) => (
            <ListRow key={title} icon={<Icon size={20} />} title={title} subtitle={text} />
          ))}
        </List>
      </Section>

      <Section title={t('store.stepsTitle')}>
        <ol className="steps">
          {steps.map((step, index) => (
            <li key={step.title} className="step">
              <span className="step__number" aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <h3 className="step__title">{step.title}</h3>
                <p className="step__text">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <section className="coverage">
        <span className="coverage__icon" aria-hidden="true">
          <MapPin size={24} />
        </span>
        <div>
          <h2 className="coverage__title">{t('store.coverageTitle')}</h2>
          <p className="coverage__text">
            {t('store.coverageText', { ...deliveryDays, radius: GREATER_LA_RADIUS_MILES })}
          </p>
        </div>
      </section>

      <WarehouseCard />

      <Section title={t('store.helpTitle')}>
        <SupportList />
      </Section>
    </div>
  );
}
