import { Link, useParams } from 'react-router';
import { PageHeader } from '../../ui/PageHeader';
import { Refusal } from '../../ui/Refusal';
import { useStation } from './api/read-station';
import { useSetOpen } from './api/set-open';
import { BookingsCard } from './BookingsCard';
import { DetailsForm } from './DetailsForm';
import { HoursForm } from './HoursForm';
import { ServicesForm } from './ServicesForm';
import { KIND_NAMES, OpenBadge } from './station-labels';

/** /admin/installers/:stationId — details, hours, services and fees, and opening or closing the station. */
export function StationEditor() {
  const stationId = Number(useParams().stationId);
  const station = useStation(stationId);
  const setOpen = useSetOpen(stationId);
  if (!station.data) {
    return station.error ? <Refusal error={station.error} /> : <p className="loading">Loading…</p>;
  }
  const { data } = station;
  return (
    <>
      <p className="breadcrumb">
        <Link to="..">Installers and pick-up points</Link>
      </p>
      <PageHeader
        title={data.name}
        subtitle={`${KIND_NAMES[data.kind]} · ${data.code} · rated ${data.rating.toFixed(1)} from ${data.reviewCount} reviews`}
        actions={
          <>
            <OpenBadge active={data.active} />
            <button
              type="button"
              className={data.active ? 'button button--danger' : 'button'}
              disabled={setOpen.isPending}
              onClick={() => setOpen.mutate({ active: !data.active })}
            >
              {data.active ? 'Close to shoppers' : 'Open to shoppers'}
            </button>
          </>
        }
      />
      <Refusal error={setOpen.error} />
      {!data.active && (
        <p className="notice notice--warn" role="status">
          Closed: shoppers do not see this {KIND_NAMES[data.kind].toLowerCase()} and cannot choose it at
          checkout.
        </p>
      )}
      <div className="station-editor">
        <DetailsForm station={data} />
        <HoursForm station={data} />
        <ServicesForm station={data} />
        {data.kind === 'installer' && <BookingsCard stationId={stationId} />}
      </div>
    </>
  );
}
