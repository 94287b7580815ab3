import './leaflet-map.css';
import {
  FAR_STATION_MILES,
  INSTALLER_SEARCH_RADIUS_MILES,
  type LatLng,
  type MapTileSource,
  type Station,
} from '@tread/domain';
import L from 'leaflet';
import leafletCss from 'leaflet/dist/leaflet.css?url';
import X from 'lucide-react/icons/x';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NUMBERED_PINS } from './StationMap';

/**
 * Leaflet's stylesheet, linked when this module loads: the shop's one stylesheet (inlined in server-drawn pages)
 * stays without it.
 */
export const stylesheet = new Promise<void>((resolve, reject) => {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = leafletCss;
  link.onload = () => resolve();
  link.onerror = () => reject(new Error(`Leaflet's stylesheet did not load: ${leafletCss}`));
  document.head.append(link);
});

const METERS_PER_MILE = 1609.344;
const AREA_METERS = INSTALLER_SEARCH_RADIUS_MILES * METERS_PER_MILE;

export interface LeafletMapProps {
  center: LatLng;
  stations: readonly Station[];
  tiles: MapTileSource;
  /** What the map shows, for screen readers: the list below stays the way to choose. */
  label: string;
  /** The station's card as the list shows it, opened by its pin. */
  renderCard: (station: Station, number: number) => ReactNode;
}

/** The credit is configured as plain text, and Leaflet writes it as HTML. */
function asHtmlText(text: string): string {
  const element = document.createElement('span');
  element.textContent = text;
  return element.innerHTML;
}

/** A pin drawn by CSS: Leaflet's image icons lose their paths under a bundler. */
function pinIcon(index: number): L.DivIcon {
  return index < NUMBERED_PINS
    ? L.divIcon({
        className: 'leaflet-map__pin',
        // Named by its title, the shop's name; the number matches the list's.
        html: `<span aria-hidden="true">${index + 1}</span>`,
        iconSize: [24, 24],
      })
    : L.divIcon({ className: 'leaflet-map__dot', iconSize: [12, 12] });
}

/** Installers or pick-up points on map tiles: the searched point, the 10-mile circle, a pin per station. */
export default function LeafletMap({ center, stations, tiles, label, renderCard }: LeafletMapProps) {
  const { t } = useTranslation();
  const view = useRef<HTMLElement>(null);
  const [open, setOpen] = useState<number | null>(null);

  useEffect(() => {
    const element = view.current;
    if (!element) return;
    setOpen(null);
    const point = L.latLng(center.lat, center.lng);
    const map = L.map(element, { attributionControl: false, zoomSnap: 0.25 });
    map.fitBounds(point.toBounds(AREA_METERS * 2), { padding: [6, 6] });
    L.control.attribution({ prefix: false }).addTo(map);
    L.tileLayer(tiles.url, { attribution: asHtmlText(tiles.attribution), maxZoom: 19 }).addTo(map);
    L.circle(point, { radius: AREA_METERS, className: 'leaflet-map__area', interactive: false }).addTo(map);
    L.circle(point, {
      radius: FAR_STATION_MILES * METERS_PER_MILE,
      className: 'leaflet-map__ring',
      fill: false,
      interactive: false,
    }).addTo(map);
    L.marker(point, {
      icon: L.divIcon({ className: 'leaflet-map__you', iconSize: [16, 16] }),
      interactive: false,
      keyboard: false,
    }).addTo(map);
    stations.forEach((station, index) => {
      L.marker([station.lat, station.lng], {
        icon: pinIcon(index),
        title: station.name,
        // Nearer pins lie on top of farther ones, whatever their height on the map (Leaflet adds the y pixel).
        zIndexOffset: (stations.length - index) * 1000,
      })
        .on('click', () => setOpen(index))
        .addTo(map);
    });
    map.on('click', () => setOpen(null));
    return () => {
      map.remove();
    };
  }, [center.lat, center.lng, stations, tiles.url, tiles.attribution]);

  const station = open === null ? undefined : stations[open];
  return (
    <div className="leaflet-map">
      <section ref={view} className="station-map station-map--tiles" aria-label={label} />
      {open !== null && station && (
        <div className="leaflet-map__card">
          <button
            type="button"
            className="leaflet-map__close"
            aria-label={t('checkout.finder.mapCardClose', { name: station.name })}
            onClick={() => setOpen(null)}
          >
            <X size={16} aria-hidden="true" />
            {t('nav.close')}
          </button>
          {renderCard(station, open + 1)}
        </div>
      )}
    </div>
  );
}
