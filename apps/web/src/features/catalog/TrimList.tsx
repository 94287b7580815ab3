import type { VehicleInfo } from '@tread/domain';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useTranslation } from 'react-i18next';

/** The size line of a vehicle: '205/65R16', or '225/40R19 front · 255/35R19 rear' when staggered. */
export function useVehicleSizesText(): (vehicle: VehicleInfo) => string {
  const { t } = useTranslation();
  return (vehicle) =>
    vehicle.rearSize
      ? t('catalog.vehicle.staggeredSizes', { front: vehicle.frontSize, rear: vehicle.rearSize })
      : vehicle.frontSize;
}

/** Trims (engine/trim rows) to pick from: car-select's last step and a VIN with several matches. */
export function TrimList({
  vehicles,
  onPick,
  busyId,
  label,
}: {
  vehicles: readonly VehicleInfo[];
  onPick: (vehicle: VehicleInfo) => void;
  busyId?: string | null;
  label: string;
}) {
  const sizesText = useVehicleSizesText();
  return (
    <ul className="choice-list" aria-label={label}>
      {vehicles.map((vehicle) => (
        <li key={vehicle.vehicleId}>
          <button
            type="button"
            className="choice"
            onClick={() => onPick(vehicle)}
            disabled={Boolean(busyId)}
            aria-busy={busyId === vehicle.vehicleId || undefined}
          >
            <span className="choice__text">
              <span className="choice__title">
                {vehicle.trim} <span className="choice__detail">{vehicle.engine}</span>
              </span>
              <span className="choice__subtitle">
                {vehicle.bodyType} · {sizesText(vehicle)}
              </span>
            </span>
            {busyId === vehicle.vehicleId ? (
              <span className="spinner" aria-hidden="true" />
            ) : (
              <ChevronRight size={20} aria-hidden="true" className="choice__chevron" />
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
