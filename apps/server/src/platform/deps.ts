import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Clock } from './clock';

/** What every module's service is built from. */
export type Deps = {
  db: Database;
  clock: Clock;
  config: Config;
};
