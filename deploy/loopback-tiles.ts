// A map tile server on loopback, for development without the network and for the end-to-end tests: it answers
// GET /{z}/{x}/{y}.png (the slippy-map scheme MAP_TILE_URL names) with one of a handful of PNG tiles it draws itself
// at start — pale land with a grid, no download — and counts the tiles it is asked for.
//
// Run on its own: `npx tsx deploy/loopback-tiles.ts [port]` (default 5001), then start the API with
// MAP_TILE_URL=http://127.0.0.1:5001/{z}/{x}/{y}.png.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { listenOnLoopback } from './loopbackListen';

const TILE_SIZE = 256;
/** The deepest zoom a slippy map has tiles for (OpenStreetMap's own limit). */
const MAX_ZOOM = 19;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A TILE_SIZE² RGB PNG (https://www.w3.org/TR/png/): `colour` ground with `grid`-coloured lines every 64 px. */
export function tilePng(colour: [number, number, number], grid: [number, number, number]): Buffer {
  const row = 1 + TILE_SIZE * 3;
  const raw = Buffer.alloc(row * TILE_SIZE);
  for (let y = 0; y < TILE_SIZE; y++) {
    raw[y * row] = 0; // filter: none
    for (let x = 0; x < TILE_SIZE; x++) {
      const [r, g, b] = x % 64 === 0 || y % 64 === 0 ? grid : colour;
      raw.set([r, g, b], y * row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(TILE_SIZE, 0);
  header.writeUInt32BE(TILE_SIZE, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, deflate, no filter choice, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The handful of tiles served, in turn across the map: land in four pale shades, a darker grid. */
const TILES = (
  [
    [236, 240, 226],
    [228, 236, 222],
    [232, 238, 232],
    [224, 232, 218],
  ] as [number, number, number][]
).map((colour) => tilePng(colour, [200, 206, 196]));

export class LoopbackTiles {
  /** every tile asked for, as z/x/y */
  readonly requests: string[] = [];
  server = http.createServer((req, res) => this.handle(req, res));

  /** Listen on loopback (port 0: any free port); resolves to the MAP_TILE_URL to set. */
  async start(port = 0): Promise<string> {
    return `${await listenOnLoopback(this.server, port)}/{z}/{x}/{y}.png`;
  }
  stop(): Promise<void> {
    return new Promise((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }

  private handle(req: IncomingMessage, res: ServerResponse) {
    const m = /^\/(\d{1,2})\/(\d{1,7})\/(\d{1,7})\.png$/.exec(req.url ?? '');
    const [z, x, y] = m ? m.slice(1).map(Number) : [];
    if (req.method !== 'GET' || !m || z > MAX_ZOOM || x >= 2 ** z || y >= 2 ** z) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=UTF-8' });
      return res.end('no such tile');
    }
    this.requests.push(`${z}/${x}/${y}`);
    res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400' });
    res.end(TILES[(x + y) % TILES.length]);
  }
}

// `npx tsx deploy/loopback-tiles.ts [port]`: serve until stopped
if (require.main === module) {
  const port = Number(process.argv[2] ?? 5001);
  void new LoopbackTiles().start(port).then((url) => console.log(`[loopback-tiles] MAP_TILE_URL=${url}`));
}
