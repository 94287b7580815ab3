import {
  Armchair,
  BatteryCharging,
  CarFront,
  CircleDot,
  Disc3,
  Droplets,
  Engine,
  Filter,
  Lightbulb,
  type LucideIcon,
  Snowflake,
  SprayCan,
  Toolbox,
  Waves,
  Wind,
} from 'lucide-react';
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
