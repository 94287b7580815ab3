import pino from 'pino';
import { seedDatabase } from '../seed';
import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/client';
import { ensureAdministrator } from './modules/account';
import { adjustableClock, systemClock } from './platform/clock';
import { startJobRunner } from './platform/jobs';
import { exitOnSignals } from './platform/shutdown';

const config = readConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  log: pino({ level: config.logLevel }),
});
await database.migrate();
await seedDatabase(database.db, { catalogScale: config.seedScale, promotionsFrom: new Date() });
if (config.admin) await ensureAdministrator(database.db, config.admin);

const deps = {
  db: database.db,
  changes: database.changes,
  clock: config.testClock ? adjustableClock() : systemClock,
  config,
};
const { app, jobs: moduleJobs } = await buildApp(deps);
app.addHook('onClose', () => database.close());
const jobs = startJobRunner(moduleJobs, {
  intervalMs: config.jobsIntervalSeconds * 1000,
  log: app.log,
});
// A sweep in progress finishes before the database closes.
app.addHook('preClose', () => jobs.stop());

exitOnSignals(app, config.shutdownGraceSeconds);

const address = await app.listen({ port: config.port, host: config.host });
app.log.info(
  `Tread is serving ${address.replace(/0\.0\.0\.0|\[::\]/, 'localhost')} on ${database.kind === 'pglite' ? `PGlite (${config.dataDir})` : 'PostgreSQL'}`,
);
