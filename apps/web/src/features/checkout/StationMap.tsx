import {
  distanceMiles,
  FAR_STATION_MILES,
  INSTALLER_SEARCH_RADIUS_MILES,
  type LatLng,
  type Station,
} from '@tread/domain';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useUniWebConfig } from '../config/api/web-config';

const RADIUS_PX = 100;
/** The nearest stations get their list number on the map; farther ones are plain dots. */
export const NUMBERED_PINS = 10;
const MILES_PER_DEGREE = distanceMiles({ lat: 0, lng: 0 }, { lat: 1, lng: 0 });

/** Miles east and north of the center, flat-earth: fine within a 10-mile circle. */
function offsetPx(center: LatLng, point: LatLng): { x: number; y: number } {
  const scale = RADIUS_PX / INSTALLER_SEARCH_RADIUS_MILES;
  const east = (point.lng - center.lng) * MILES_PER_DEGREE * Math.cos((center.lat * Math.PI) / 180);
  const north = (point.lat - center.lat) * MILES_PER_DEGREE;
  return { x: east * scale, y: -north * scale };
}

interface StationMapProps {
  center: LatLng;
  stations: readonly Station[];
  /** The station's card as the list shows it, opened by its pin on the tiled map. */
  renderCard: (station: Station, number: number) => ReactNode;
}

// Leaflet and its CSS load only when a tiled map shows; if they fail to load, the drawing stands in.
const LeafletMap = lazy(() =>
  import('./LeafletMap')
    .then(async (module) => {
      await module.stylesheet;
      return module;
    })
    .catch(() => ({ default: StationDrawing })),
);

/** The stations on map tiles when the server names a tile source (MAP_TILE_URL), else drawn without tiles. */
export function StationMap({ center, stations, renderCard }: StationMapProps) {
  const { t } = useTranslation();
  const tiles = useUniWebConfig().data?.mapTiles;
  const label = t('checkout.finder.mapLabel', {
    count: stations.length,
    radius: INSTALLER_SEARCH_RADIUS_MILES,
  });
  if (!tiles) return <StationDrawing center={center} stations={stations} label={label} />;
  return (
    <Suspense fallback={<div className="station-map station-map--tiles" />}>
      <LeafletMap center={center} stations={stations} tiles={tiles} label={label} renderCard={renderCard} />
    </Suspense>
  );
}

/** A light map without tiles: the searched point, the 10-mile circle, the far-shop ring and the stations. */
function StationDrawing({
  center,
  stations,
  label,
}: {
  center: LatLng;
  stations: readonly Station[];
  label: string;
}) {
  const box = RADIUS_PX + 14;
  return (
    <svg
      className="station-map"
      viewBox={`${-box} ${-box} ${box * 2} ${box * 2}`}
      role="img"
      aria-label={label}
    >
      <circle className="station-map__area" r={RADIUS_PX} />
      <circle
        className="station-map__ring"
        r={(RADIUS_PX * FAR_STATION_MILES) / INSTALLER_SEARCH_RADIUS_MILES}
      />
      <circle className="station-map__you-halo" r={12} />
      <circle className="station-map__you" r={5} />
      {stations.slice(NUMBERED_PINS).map((station) => {
        const { x, y } = offsetPx(center, station);
        return <circle key={station.stationId} className="station-map__dot" r={3.5} cx={x} cy={y} />;
      })}
      {stations
        .slice(0, NUMBERED_PINS)
        .map((station, index) => ({ station, number: index + 1 }))
        .reverse()
        .map(({ station, number }) => {
          const { x, y } = offsetPx(center, station);
          return (
            <g key={station.stationId} transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}>
              <circle className="station-map__pin" r={9} />
              <text className="station-map__label" textAnchor="middle" dy="3.5">
                {number}
              </text>
            </g>
          );
        })}
    </svg>
  );
}
