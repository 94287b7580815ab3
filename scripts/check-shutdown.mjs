// Proves how `npm start` ends: whichever process of the chain (npm, or the server it runs) gets SIGTERM, the server
// finishes its in-flight requests, a repeated signal cuts nothing, an idle keep-alive connection holds nothing up,
// and what never finishes is cut when SHUTDOWN_GRACE_SECONDS is over.
import { connect } from 'node:net';
import { resolve } from 'node:path';
import { build } from './build.mjs';
import { fail, startShop } from './check-lib.mjs';

const root = resolve(import.meta.dirname, '..');
// Allowed past the grace period for the processes to exit on a busy machine.
const EXIT_MARGIN_MS = 5_000;
const GRACE_SECONDS = 10;
const LOG_WAIT_MS = 30_000;

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** The server's own pid, from the line it logs when it serves (npm runs it as a child of its own). */
function serverPid(shop) {
  const pid = shop.output().match(/"pid":(\d+)[^\n]*Tread is serving/)?.[1];
  if (!pid) fail(`no server pid in the log:\n${shop.output()}`);
  return Number(pid);
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Waits until the server logs `pattern`; fails at once if the server process `pid` is gone first. */
async function untilLogged(shop, pid, pattern, what) {
  for (let waited = 0; !pattern.test(shop.output()); waited += 50) {
    if (!isAlive(pid)) fail(`the server exited before it logged ${what}:\n${shop.output()}`);
    if (waited > LOG_WAIT_MS) fail(`the server never logged ${what}:\n${shop.output()}`);
    await sleep(50);
  }
}

function socketTo(shop) {
  const { hostname, port } = new URL(shop.url);
  const socket = connect(Number(port), hostname);
  socket.setEncoding('utf8');
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk;
  });
  socket.on('error', () => {});
  const closed = new Promise((done) => socket.once('close', () => done(received)));
  return { socket, closed, received: () => received };
}

/**
 * A shopper on a slow line: a request whose body is still arriving, so it is in flight on the server until
 * `finish()` sends the rest. `answered` resolves to the status once the server has answered and closed the connection.
 */
function slowRequest(shop, requestId) {
  const body = JSON.stringify({ items: [] });
  const { socket, closed } = socketTo(shop);
  socket.write(
    `POST /api/shopCart/preview HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${body.length}\r\nX-Request-Id: ${requestId}\r\n\r\n${body.slice(0, 4)}`,
  );
  return {
    finish: () => socket.write(body.slice(4)),
    answered: closed.then((answer) => Number(answer.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0)),
  };
}

/** A keep-alive connection that asked once and now sits idle, as a browser's does. */
async function idleKeepAlive(shop) {
  const connection = socketTo(shop);
  connection.socket.write('GET /api/health HTTP/1.1\r\nHost: shop\r\nConnection: keep-alive\r\n\r\n');
  for (let waited = 0; !connection.received().includes('\r\n\r\n'); waited += 10) {
    if (waited > LOG_WAIT_MS) fail('the keep-alive request got no answer');
    await sleep(10);
  }
  return connection;
}

/** npm's exit code, failing if the processes are still there `withinMs` after the signal at `signalledAt`. */
async function exitCode(shop, pid, signalledAt, withinMs) {
  const deadline = sleep(Math.max(0, signalledAt + withinMs - performance.now())).then(() => 'still running');
  const code = await Promise.race([shop.exited, deadline]);
  const exitMs = performance.now() - signalledAt;
  if (code === 'still running' || isAlive(pid))
    fail(`the shop was still running ${(exitMs / 1000).toFixed(1)} s after the signal\n${shop.output()}`);
  return { code, exitMs };
}

/** Resolves once the request `requestId` has reached the server (Fastify logs it before its body arrives). */
const arrived = (shop, pid, requestId) =>
  untilLogged(shop, pid, new RegExp(`"reqId":"${requestId}"[^\\n]*incoming request`), `request ${requestId}`);

async function withShop(env, check) {
  const shop = await startShop('npm', ['start'], { cwd: root, env: { LOG_LEVEL: 'debug', ...env } });
  const pid = serverPid(shop);
  try {
    await check(shop, pid);
  } finally {
    // A failed check must not leave the server serving after npm is gone.
    if (isAlive(pid)) process.kill(pid, 'SIGKILL');
    await shop.stop();
  }
}

build({ onlyStale: true });

await withShop({}, async (shop, pid) => {
  const idle = await idleKeepAlive(shop);
  const first = slowRequest(shop, 'slow-one');
  const second = slowRequest(shop, 'slow-two');
  await Promise.all([arrived(shop, pid, 'slow-one'), arrived(shop, pid, 'slow-two')]);

  const signalledAt = performance.now();
  shop.child.kill('SIGTERM');
  await untilLogged(shop, pid, /"signal":"SIGTERM"[^\n]*shutting down/, 'the SIGTERM npm forwards');
  await sleep(100);
  shop.child.kill('SIGTERM');
  await untilLogged(shop, pid, /already shutting down/, 'the second SIGTERM');
  await idle.closed;
  if (!isAlive(pid)) fail('the server exited with two requests still in flight');

  first.finish();
  second.finish();
  const statuses = await Promise.all([first.answered, second.answered]);
  if (statuses.some((status) => status !== 200))
    fail(`in-flight requests answered ${statuses}, expected 200 twice\n${shop.output()}`);
  const { code, exitMs } = await exitCode(shop, pid, signalledAt, GRACE_SECONDS * 1000 + EXIT_MARGIN_MS);
  if (code !== 0) fail(`npm start ended with ${code} after SIGTERM, expected 0\n${shop.output()}`);
  console.log(
    `SIGTERM to npm twice: both in-flight requests answered 200, the idle keep-alive closed at once, ` +
      `the server and npm exited 0 after ${(exitMs / 1000).toFixed(1)} s`,
  );
});

const SHORT_GRACE_SECONDS = 3;
await withShop({ SHUTDOWN_GRACE_SECONDS: String(SHORT_GRACE_SECONDS) }, async (shop, pid) => {
  const finishing = slowRequest(shop, 'slow-finishing');
  const stuck = slowRequest(shop, 'slow-stuck');
  await Promise.all([arrived(shop, pid, 'slow-finishing'), arrived(shop, pid, 'slow-stuck')]);

  const signalledAt = performance.now();
  process.kill(pid, 'SIGTERM');
  await untilLogged(shop, pid, /"signal":"SIGTERM"[^\n]*shutting down/, 'the SIGTERM sent to it');
  finishing.finish();
  const status = await finishing.answered;
  if (status !== 200) fail(`the finished request answered ${status}, expected 200\n${shop.output()}`);
  const { code, exitMs } = await exitCode(
    shop,
    pid,
    signalledAt,
    SHORT_GRACE_SECONDS * 1000 + EXIT_MARGIN_MS,
  );
  if (code !== 1) fail(`npm start ended with ${code} after the grace period, expected 1\n${shop.output()}`);
  if (!/shutdown grace period over/.test(shop.output()))
    fail(`no word of the grace period:\n${shop.output()}`);
  await stuck.answered;
  console.log(
    `SIGTERM to the server itself: the finished request answered 200, the one never finished was cut when the ` +
      `${SHORT_GRACE_SECONDS} s grace period ended, npm ended too (1) after ${(exitMs / 1000).toFixed(1)} s`,
  );
});
console.log('shutdown checks passed');
