import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';

const SIZE = 256;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const sum = Buffer.alloc(4);
  sum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, sum]);
}

/** A 256 × 256 RGB tile of one color with a darker grid, so tiles and their seams show in screenshots. */
function tilePng(fill: readonly [number, number, number], line: readonly [number, number, number]): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < SIZE; y += 1) {
    const row = Buffer.alloc(1 + SIZE * 3);
    for (let x = 0; x < SIZE; x += 1) {
      const color = x % 64 === 0 || y % 64 === 0 ? line : fill;
      row.set(color, 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const TILES = [tilePng([238, 240, 232], [214, 218, 206]), tilePng([232, 237, 228], [214, 218, 206])];
const TILE_PATH = /^\/(\d+)\/(\d+)\/(\d+)\.png$/;

export interface TileServer {
  /** The shop's MAP_TILE_URL: a {z}/{x}/{y} template at this server. */
  template: string;
  close: () => Promise<void>;
}

/** A map tile server on a free local port, so journeys see real tiles without the network. */
export async function startTileServer(): Promise<TileServer> {
  const server = createServer((request, response) => {
    const match = request.url?.match(TILE_PATH);
    if (!match) {
      response.writeHead(404).end();
      return;
    }
    // Neighbouring tiles alternate shades, like a chequerboard.
    const tile = TILES[(Number(match[2]) + Number(match[3])) % 2] as Buffer;
    response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'max-age=3600' }).end(tile);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    template: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
