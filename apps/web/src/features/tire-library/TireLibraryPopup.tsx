import { parseTireSize } from '@tread/domain';
import CarFront from 'lucide-react/icons/car-front';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Hash from 'lucide-react/icons/hash';
import Plus from 'lucide-react/icons/plus';
import ScanLine from 'lucide-react/icons/scan-line';
import Search from 'lucide-react/icons/search';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { useNavigator } from '../../ui/navigator';
import { Sheet } from '../../ui/Sheet';
import { TireIcon } from '../../ui/TireIcon';
import { CAR_SELECT_PATH, CUSTOM_SIZE_PATH } from '../catalog/paths';
import { chosenSize, type SizeChoice, SizePickers } from '../catalog/SizePickers';
import { EntryIcon, entryKey, entryName, libraryEntries } from './LibraryChips';
import { useShop } from './use-shop';
import './library.css';

export type AddSizeTab = 'size' | 'vehicle';

const TIRES_TAB_PATH = '/pages/tires/tires';

/** The ways to find a vehicle, offered when the library has none. */
const VEHICLE_ROUTES = [
  { path: `${CAR_SELECT_PATH}?active=0`, Icon: CarFront, label: 'catalog.popup.yearMakeModel' },
  { path: `${TIRES_TAB_PATH}?by=plate`, Icon: Hash, label: 'catalog.popup.plate' },
  { path: `${TIRES_TAB_PATH}?by=vin`, Icon: ScanLine, label: 'catalog.popup.vin' },
] as const;

function AddSizeTabs({ initialTab, onDone }: { initialTab: AddSizeTab; onDone: () => void }) {
  const { t } = useTranslation();
  const navigator = useNavigator();
  const { shopSize } = useShop();
  const [tab, setTab] = useState<AddSizeTab>(initialTab);
  const [choice, setChoice] = useState<SizeChoice>({});
  const [busy, setBusy] = useState(false);
  const ids = { size: useId(), vehicle: useId() };
  const size = chosenSize(choice);

  const go = (path: string) => {
    onDone();
    void navigator.go(path);
  };

  const tabButton = (key: AddSizeTab, label: string) => (
    <button
      type="button"
      role="tab"
      id={`${ids[key]}-tab`}
      aria-selected={tab === key}
      aria-controls={ids[key]}
      className={`segmented__tab${tab === key ? ' segmented__tab--active' : ''}`}
      onClick={() => setTab(key)}
    >
      {label}
    </button>
  );

  return (
    <div className="add-size">
      <div className="segmented" role="tablist" aria-label={t('catalog.popup.addTabs')}>
        {tabButton('size', t('catalog.popup.bySize'))}
        {tabButton('vehicle', t('catalog.popup.byVehicle'))}
      </div>
      {tab === 'size' ? (
        <div id={ids.size} role="tabpanel" aria-labelledby={`${ids.size}-tab`} className="add-size__panel">
          <SizePickers value={choice} onChange={setChoice} />
          <Button
            variant="accent"
            block
            busy={busy}
            disabled={!size}
            icon={<Search size={20} aria-hidden="true" />}
            onClick={async () => {
              const parsed = size ? parseTireSize(size) : null;
              if (!parsed?.ok) return;
              setBusy(true);
              onDone();
              await shopSize(parsed.value);
              setBusy(false);
            }}
          >
            {t('catalog.sizeSearch.find')}
          </Button>
          <button type="button" className="link-button" onClick={() => go(CUSTOM_SIZE_PATH)}>
            {t('catalog.popup.typeSize')}
          </button>
        </div>
      ) : (
        <div
          id={ids.vehicle}
          role="tabpanel"
          aria-labelledby={`${ids.vehicle}-tab`}
          className="add-size__panel"
        >
          <ul className="library-rows">
            {VEHICLE_ROUTES.map(({ path, Icon, label }) => (
              <li key={label}>
                <button type="button" className="library-row__main" onClick={() => go(path)}>
                  <span className="library-row__icon" aria-hidden="true">
                    <Icon size={20} />
                  </span>
                  <span className="library-row__text">
                    <span className="library-row__name">{t(label)}</span>
                  </span>
                  <ChevronRight size={20} aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/**
 * SPEC §4 'Add-size popup': with saved sizes or vehicles it shows the tire library to pick from,
 * otherwise the add-size popup; its first tab is size or vehicle as asked.
 */
export function TireLibraryPopup({
  open,
  onClose,
  initialTab = 'size',
}: {
  open: boolean;
  onClose: () => void;
  initialTab?: AddSizeTab;
}) {
  const { t } = useTranslation();
  const { library, shopEntry } = useShop();
  const entries = libraryEntries(library.tires, library.vehicles);
  const [adding, setAdding] = useState<AddSizeTab | null>(null);
  const showLibrary = entries.length > 0 && adding === null;

  const close = () => {
    setAdding(null);
    onClose();
  };

  return (
    <Sheet
      open={open}
      title={showLibrary ? t('catalog.library.title') : t('catalog.popup.addTitle')}
      onClose={close}
    >
      {showLibrary ? (
        <div className="add-size">
          <ul className="library-rows">
            {entries.map((entry) => (
              <li key={entryKey(entry)}>
                <button
                  type="button"
                  className="library-row__main"
                  aria-current={entry.currents ? 'true' : undefined}
                  onClick={() => {
                    close();
                    void shopEntry(entry);
                  }}
                >
                  <span className="library-row__icon" aria-hidden="true">
                    <EntryIcon entry={entry} size={20} />
                  </span>
                  <span className="library-row__text">
                    <span className="library-row__name">
                      {entryName(entry)}
                      {entry.currents && (
                        <>
                          {' '}
                          <span className="current-tag">{t('catalog.library.current')}</span>
                        </>
                      )}
                    </span>
                  </span>
                  <ChevronRight size={20} aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
          <div className="add-size__actions">
            <Button
              variant="secondary"
              icon={<TireIcon size={18} aria-hidden="true" />}
              onClick={() => setAdding('size')}
            >
              {t('catalog.popup.addSize')}
            </Button>
            <Button
              variant="secondary"
              icon={<Plus size={18} aria-hidden="true" />}
              onClick={() => setAdding('vehicle')}
            >
              {t('catalog.popup.addVehicle')}
            </Button>
          </div>
        </div>
      ) : (
        <AddSizeTabs initialTab={adding ?? initialTab} onDone={close} />
      )}
    </Sheet>
  );
}
