import type { StationAdminView } from '@tread/domain';

export const KIND_NAMES: Record<StationAdminView['kind'], string> = {
  installer: 'Installer',
  pickup: 'Pick-up point',
};

/** Open or closed to shoppers. */
export function OpenBadge({ active }: { active: boolean }) {
  return (
    <span className={active ? 'badge badge--open' : 'badge badge--closed'}>{active ? 'Open' : 'Closed'}</span>
  );
}
