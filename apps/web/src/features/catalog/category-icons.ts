import type { LucideIcon } from 'lucide-react';
import AirVent from 'lucide-react/icons/air-vent';
import Armchair from 'lucide-react/icons/armchair';
import Bandage from 'lucide-react/icons/bandage';
import Battery from 'lucide-react/icons/battery';
import BatteryCharging from 'lucide-react/icons/battery-charging';
import Bike from 'lucide-react/icons/bike';
import Car from 'lucide-react/icons/car';
import CircleDot from 'lucide-react/icons/circle-dot';
import CloudRain from 'lucide-react/icons/cloud-rain';
import Disc from 'lucide-react/icons/disc';
import Disc3 from 'lucide-react/icons/disc-3';
import Droplet from 'lucide-react/icons/droplet';
import Flame from 'lucide-react/icons/flame';
import Filter from 'lucide-react/icons/funnel';
import Gauge from 'lucide-react/icons/gauge';
import Grid2x2 from 'lucide-react/icons/grid-2x2';
import LayoutGrid from 'lucide-react/icons/layout-grid';
import Lightbulb from 'lucide-react/icons/lightbulb';
import Lock from 'lucide-react/icons/lock';
import Mountain from 'lucide-react/icons/mountain';
import MoveVertical from 'lucide-react/icons/move-vertical';
import Package from 'lucide-react/icons/package';
import Radio from 'lucide-react/icons/radio';
import Snowflake from 'lucide-react/icons/snowflake';
import Sparkles from 'lucide-react/icons/sparkles';
import Thermometer from 'lucide-react/icons/thermometer';
import Wind from 'lucide-react/icons/wind';
import Wrench from 'lucide-react/icons/wrench';
import Zap from 'lucide-react/icons/zap';
import { TireIcon } from '../../ui/TireIcon';

/** The server names each category's icon in Lucide's kebab-case; these are the ones the catalog uses. */
const ICONS: Record<string, LucideIcon> = {
  'air-vent': AirVent,
  armchair: Armchair,
  bandage: Bandage,
  battery: Battery,
  'battery-charging': BatteryCharging,
  bike: Bike,
  car: Car,
  'circle-dot': CircleDot,
  'cloud-rain': CloudRain,
  disc: Disc,
  'disc-3': Disc3,
  droplet: Droplet,
  filter: Filter,
  flame: Flame,
  gauge: Gauge,
  'grid-2x2': Grid2x2,
  lightbulb: Lightbulb,
  lock: Lock,
  mountain: Mountain,
  'move-vertical': MoveVertical,
  package: Package,
  radio: Radio,
  snowflake: Snowflake,
  sparkles: Sparkles,
  thermometer: Thermometer,
  wind: Wind,
  wrench: Wrench,
  zap: Zap,
};

/** A category's icon; tire categories get the store's tire mark, unknown names a neutral grid. */
export function categoryIcon(icon: string, slug = ''): LucideIcon {
  if (slug === 'tires' || slug.startsWith('tires-')) return TireIcon;
  return ICONS[icon] ?? LayoutGrid;
}
