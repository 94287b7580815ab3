import type { LucideIcon } from 'lucide-react';
import Armchair from 'lucide-react/icons/armchair';
import BatteryCharging from 'lucide-react/icons/battery-charging';
import CarFront from 'lucide-react/icons/car-front';
import CircleDot from 'lucide-react/icons/circle-dot';
import Disc3 from 'lucide-react/icons/disc-3';
import Droplets from 'lucide-react/icons/droplets';
import Engine from 'lucide-react/icons/engine';
import Filter from 'lucide-react/icons/funnel';
import Lightbulb from 'lucide-react/icons/lightbulb';
import Snowflake from 'lucide-react/icons/snowflake';
import SprayCan from 'lucide-react/icons/spray-can';
import Toolbox from 'lucide-react/icons/toolbox';
import Waves from 'lucide-react/icons/waves-horizontal';
import Wind from 'lucide-react/icons/wind';
import type { DepartmentKey } from '../../i18n/en-departments';
import { TireIcon } from '../../ui/TireIcon';

export interface Department {
  key: DepartmentKey;
  Icon: LucideIcon;
}

/** The store's departments in shelf order; names and contents are in i18n under `departments`. */
export const DEPARTMENTS: readonly Department[] = [
  { key: 'tires', Icon: TireIcon },
  { key: 'wheels', Icon: CircleDot },
  { key: 'brakes', Icon: Disc3 },
  { key: 'batteries', Icon: BatteryCharging },
  { key: 'oilFluids', Icon: Droplets },
  { key: 'filters', Icon: Filter },
  { key: 'wipers', Icon: Wind },
  { key: 'lighting', Icon: Lightbulb },
  { key: 'engineParts', Icon: Engine },
  { key: 'suspension', Icon: Waves },
  { key: 'interior', Icon: Armchair },
  { key: 'exterior', Icon: CarFront },
  { key: 'tools', Icon: Toolbox },
  { key: 'carCare', Icon: SprayCan },
  { key: 'snow', Icon: Snowflake },
];
