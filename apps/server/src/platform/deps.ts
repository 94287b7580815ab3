import type { Config } from '../config';
import type { ChangeFeed } from '../db/change-feed';
import type { Database } from '../db/client';
import type { Clock } from './clock';

/** What every module's service is built from. */
export type Deps = {
  db: Database;
  /** Changes committed by any instance: what a cache must forget. */
  changes: ChangeFeed;
  clock: Clock;
  config: Config;
};
