import { type CheckoutGroup, INSTALLER_SEARCH_RADIUS_MILES, Messages, type Station } from '@tread/domain';
import LocateFixed from 'lucide-react/icons/locate-fixed';
import MapPinOff from 'lucide-react/icons/map-pin-off';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/client';
import { Button } from '../../ui/Button';
import { SectionError } from '../../ui/SectionError';
import { Skeleton } from '../../ui/Skeleton';
import { StatusView } from '../../ui/StatusView';
import { type StationKind, type StationSearch, useStations } from './api/stations';
import { useCheckoutStore } from './checkout-store';
import { currentPosition } from './geolocation';
import { storeDetailPath } from './paths';
import { StationCard } from './StationCard';
import { StationMap } from './StationMap';
import { useStationChoice } from './use-station-choice';
import { ZipSearch } from './ZipSearch';
import './stations.css';

export interface StationFinderProps {
  kind: StationKind;
  /** Asks the browser for the shopper's position first; otherwise searches by ZIP only. */
  locate: boolean;
  /** The checkout group a station is chosen for; null when the list is only browsed. */
  group: CheckoutGroup | null;
  /** Where the shopper goes once a station is chosen. */
  onChosen: () => void;
}

type Phase = 'locating' | 'located' | 'no-location';

/** Cards shown at first and added by each 'Show more': a dense area has over a hundred shops. */
const CARDS_PER_STEP = 20;

/** Installers or pick-up points near the shopper, nearest first, to browse or choose (SPEC §3, §7, §9). */
export function StationFinder({ kind, locate, group, onChosen }: StationFinderProps) {
  const { t } = useTranslation();
  const searchZip = useCheckoutStore((state) => state.searchZip);
  const setSearchZip = useCheckoutStore((state) => state.setSearchZip);
  const setUserLatLng = useCheckoutStore((state) => state.setUserLatLng);
  const chosenId = useCheckoutStore((state) => (group ? state.deliveries[group]?.stationId : undefined));
  const [phase, setPhase] = useState<Phase>(locate ? 'locating' : 'no-location');
  const [search, setSearch] = useState<StationSearch | null>(() =>
    !locate && searchZip ? { zip: searchZip } : null,
  );
  const stations = useStations(kind, search);
  const [shown, setShown] = useState(CARDS_PER_STEP);
  const answer = stations.data;
  const from = answer ? { lat: answer.lat, lng: answer.lng } : null;
  const { request, dialog } = useStationChoice(group, from, onChosen);

  useEffect(() => {
    if (!locate) return;
    let live = true;
    void currentPosition().then((point) => {
      if (!live) return;
      setUserLatLng(point);
      setPhase(point ? 'located' : 'no-location');
      const zip = useCheckoutStore.getState().searchZip;
      setSearch(point ?? (zip ? { zip } : null));
    });
    return () => {
      live = false;
    };
  }, [locate, setUserLatLng]);

  const searchByZip = (zip: string) => {
    setSearchZip(zip);
    setSearch({ zip });
    setShown(CARDS_PER_STEP);
  };

  const noun = kind === 'installer' ? 'installers' : 'pickups';
  const card = (station: Station, number: number) => (
    <StationCard
      station={station}
      number={number}
      detailTo={storeDetailPath(station.stationId, group, from)}
      chosen={station.stationId === chosenId}
      onSelect={request ? () => request(station) : undefined}
    />
  );
  return (
    <div className="station-finder">
      {phase === 'no-location' && (
        <div className="station-finder__zip">
          {locate && (
            <p className="station-finder__note">
              <MapPinOff size={18} aria-hidden="true" />
              {kind === 'pickup' ? Messages.PositioningFailed : t('checkout.finder.noLocation')}
            </p>
          )}
          <ZipSearch initial={searchZip} onSearch={searchByZip} />
        </div>
      )}
      {phase === 'locating' && (
        <p className="station-finder__note" role="status">
          <LocateFixed size={18} aria-hidden="true" />
          {t(`checkout.finder.locating.${noun}`)}
        </p>
      )}

      {search === null ? null : stations.isPending ? (
        <div className="stack-list" aria-hidden="true">
          <Skeleton height={180} radius={12} />
          <Skeleton height={132} radius={12} />
          <Skeleton height={132} radius={12} />
        </div>
      ) : stations.isError ? (
        isApiError(stations.error) && stations.error.status === 400 ? (
          <p className="field__error" role="alert">
            {stations.error.message}
          </p>
        ) : (
          <SectionError onRetry={() => void stations.refetch()} />
        )
      ) : answer && answer.records.length === 0 ? (
        <StatusView icon={<MapPinOff size={40} />} title={Messages.NoResultsNearby} />
      ) : answer ? (
        <section className="station-finder__results" aria-label={t(`checkout.finder.results.${noun}`)}>
          <div className="station-finder__where">
            <span className="station-finder__near">
              {'zip' in search
                ? t('checkout.finder.nearZip', { zip: search.zip })
                : t('checkout.finder.nearYou')}
            </span>
            <span className="muted">
              {t(`checkout.finder.count.${noun}`, {
                count: answer.records.length,
                radius: INSTALLER_SEARCH_RADIUS_MILES,
              })}
            </span>
          </div>
          <StationMap
            center={{ lat: answer.lat, lng: answer.lng }}
            stations={answer.records}
            renderCard={card}
          />
          <ul className="stack-list">
            {answer.records.slice(0, shown).map((station, index) => (
              <li key={station.stationId}>{card(station, index + 1)}</li>
            ))}
          </ul>
          {answer.records.length > shown && (
            <Button
              variant="secondary"
              className="station-finder__more"
              onClick={() => setShown((count) => count + CARDS_PER_STEP)}
            >
              {t('checkout.finder.showMore', { count: answer.records.length - shown })}
            </Button>
          )}
        </section>
      ) : null}
      {dialog}
    </div>
  );
}
