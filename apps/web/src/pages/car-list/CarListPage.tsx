import { GUEST_TIRE_SIZE_LIMIT, SAVED_VEHICLE_LIMIT, type UserTire, type UserVehicle } from '@tread/domain';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title';
import { ACCOUNT_PATH } from '../../features/auth';
import { CAR_ADD_PATH, CUSTOM_SIZE_PATH } from '../../features/catalog/paths';
import { EntryIcon, entryName, type LibraryEntry } from '../../features/tire-library/LibraryChips';
import { useShop } from '../../features/tire-library/use-shop';
import { buttonClass } from '../../ui/Button';
import { AppLink } from '../../ui/navigator';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { showToast } from '../../ui/toast';
import '../../features/tire-library/library.css';
import './car-list.css';

/** The size shopped for a vehicle; both axles' sizes when it is a staggered car shopped in its own sizes. */
function vehicleDetail(vehicle: UserVehicle): string {
  const { lastQueryTireSize, oriPartsTire } = vehicle.vehiclePartsVO;
  if (lastQueryTireSize && !oriPartsTire.includes(lastQueryTireSize)) return lastQueryTireSize;
  return oriPartsTire.join(' · ');
}

function EntryRows({
  entries,
  onShop,
  onRemove,
}: {
  entries: readonly LibraryEntry[];
  onShop: (entry: LibraryEntry) => void;
  onRemove: (entry: LibraryEntry) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className="library-rows">
      {entries.map((entry) => {
        const name = entryName(entry);
        const detail = 'userTireId' in entry ? null : vehicleDetail(entry);
        return (
          <li
            key={'userTireId' in entry ? `t${entry.userTireId}` : `v${entry.userCarId}`}
            className="library-row"
          >
            <button
              type="button"
              className="library-row__main"
              aria-current={entry.currents ? 'true' : undefined}
              onClick={() => onShop(entry)}
            >
              <span className="library-row__icon" aria-hidden="true">
                <EntryIcon entry={entry} size={20} />
              </span>
              <span className="library-row__text">
                <span className="library-row__name">
                  {name}
                  {entry.currents && (
                    <>
                      {' '}
                      <span className="current-tag">{t('catalog.library.current')}</span>
                    </>
                  )}
                </span>{' '}
                {detail && <span className="library-row__detail">{detail}</span>}
              </span>
              <ChevronRight size={20} aria-hidden="true" className="choice__chevron" />
            </button>
            <button
              type="button"
              className="icon-button library-row__remove"
              aria-label={t('catalog.carList.remove', { name })}
              onClick={() => onRemove(entry)}
            >
              <Trash2 size={20} aria-hidden="true" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** car-list: the tire library — saved vehicles and sizes, the current one marked; shop, remove or add. */
export default function CarListPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.car-list'));
  const { library, shopEntry } = useShop();

  const remove = async (entry: LibraryEntry) => {
    const result =
      'userTireId' in entry
        ? await library.removeSize(entry.userTireId)
        : await library.removeVehicle(entry.userCarId);
    showToast(result.ok ? t('catalog.carList.removed', { name: entryName(entry) }) : (result.message ?? ''));
  };

  const empty = library.ready && library.tires.length === 0 && library.vehicles.length === 0;
  const section = (
    title: string,
    count: number,
    limit: number,
    entries: readonly (UserTire | UserVehicle)[],
  ) =>
    entries.length > 0 && (
      <section className="car-list__section">
        <div className="car-list__head">
          <h2 className="car-list__title">{title}</h2>
          <span className="car-list__count">{t('catalog.carList.count', { count, limit })}</span>
        </div>
        <EntryRows
          entries={entries}
          onShop={(entry) => void shopEntry(entry)}
          onRemove={(entry) => void remove(entry)}
        />
      </section>
    );

  return (
    <>
      <PageHeader title={t('routes.car-list')} />
      <div className="page car-list">
        {!library.ready && <Skeleton height={180} radius={12} />}
        {empty && (
          <div className="car-list__empty">
            <h2 className="car-list__title">{t('catalog.carList.emptyTitle')}</h2>
            <p className="muted">{t('catalog.carList.emptyText')}</p>
          </div>
        )}
        {section(
          t('catalog.carList.vehicles'),
          library.vehicles.length,
          SAVED_VEHICLE_LIMIT,
          library.vehicles,
        )}
        {section(t('catalog.carList.sizes'), library.tires.length, GUEST_TIRE_SIZE_LIMIT, library.tires)}
        <div className="car-list__actions">
          <AppLink to={CAR_ADD_PATH} className={buttonClass('primary', true)}>
            <Plus size={20} aria-hidden="true" />
            {t('catalog.carList.addVehicle')}
          </AppLink>
          <AppLink to={`${CUSTOM_SIZE_PATH}?next=list`} className={buttonClass('secondary', true)}>
            <Plus size={20} aria-hidden="true" />
            {t('catalog.carList.addSize')}
          </AppLink>
        </div>
        {!library.signedIn && (
          <p className="car-list__guest">
            {t('catalog.carList.guestNote')}{' '}
            <AppLink to={ACCOUNT_PATH} className="link-button">
              {t('catalog.carList.signIn')}
            </AppLink>
          </p>
        )}
      </div>
    </>
  );
}
