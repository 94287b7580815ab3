// `npm start`: builds the web app and the server when their sources changed since the last build, then runs
// the compiled server in this very process, so SIGTERM and SIGINT reach the server's own shutdown handlers.
import { resolve } from 'node:path';
import { build, SERVER_ENTRY } from './build.mjs';

build({ onlyStale: true });
// Started from apps/server as `npm run start -w @tread/server` always was, so a relative DATA_DIR stays put.
process.chdir(resolve(import.meta.dirname, '../apps/server'));
await import(SERVER_ENTRY);
