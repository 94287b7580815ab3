import type { UserTire, UserVehicle } from '@tread/domain';
import CarFront from 'lucide-react/icons/car-front';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/navigator';
import { TireIcon } from '../../ui/TireIcon';
import { CAR_LIST_PATH } from '../catalog/paths';
import './library.css';

export type LibraryEntry = UserTire | UserVehicle;

export const entryKey = (entry: LibraryEntry): string =>
  'userTireId' in entry ? `tire-${entry.userTireId}` : `car-${entry.userCarId}`;

export const entryName = (entry: LibraryEntry): string =>
  'userTireId' in entry ? entry.displaySize : entry.carName;

/** Sizes and vehicles in one list: the current entry first, then the newest. */
export function libraryEntries(tires: readonly UserTire[], vehicles: readonly UserVehicle[]): LibraryEntry[] {
  const all: LibraryEntry[] = [...tires, ...vehicles];
  return all.sort((a, b) => {
    if (a.currents !== b.currents) return a.currents ? -1 : 1;
    return a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0;
  });
}

export function EntryIcon({ entry, size = 18 }: { entry: LibraryEntry; size?: number }) {
  return 'userTireId' in entry ? (
    <TireIcon size={size} aria-hidden="true" />
  ) : (
    <CarFront size={size} aria-hidden="true" />
  );
}

/** The shopper's saved sizes and vehicles as chips: a tap shops that entry. */
export function LibraryChips({
  tires,
  vehicles,
  onPick,
}: {
  tires: readonly UserTire[];
  vehicles: readonly UserVehicle[];
  onPick: (entry: LibraryEntry) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const entries = libraryEntries(tires, vehicles);
  if (entries.length === 0) return null;
  return (
    <section className="library-strip" aria-labelledby={titleId}>
      <div className="library-strip__head">
        <h2 id={titleId} className="library-strip__title">
          {t('catalog.library.title')}
        </h2>
        <AppLink to={CAR_LIST_PATH} className="link-button">
          {t('catalog.library.manage')}
        </AppLink>
      </div>
      <ul className="library-chips">
        {entries.map((entry) => (
          <li key={entryKey(entry)}>
            <button
              type="button"
              className={`library-chip${entry.currents ? ' library-chip--current' : ''}`}
              aria-current={entry.currents ? 'true' : undefined}
              onClick={() => onPick(entry)}
            >
              <EntryIcon entry={entry} />
              <span className="library-chip__text">{entryName(entry)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
