// An OSRM-compatible routing service on loopback, for development without a real OSRM and for the API's routing
// tests: it answers OSRM's route service (GET /route/v1/{profile}/{lng},{lat};{lng},{lat}) with a plausible road
// route — the straight line bent into a few points, 1.3 times as long, at a speed per profile — and can be told to
// fail, to be slow, or to answer nonsense. It counts the routes it is asked for.
//
// Run on its own: `npx tsx deploy/loopback-osrm.ts [port] [behaviour]` (default 5000, 'ok'), then start the API with
// ROUTING_URL=http://127.0.0.1:5000.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { listenOnLoopback } from './loopbackListen';

/** How the fake answers: a route, an HTTP 500, OSRM's "no route", a 200 that is not a route, or no answer yet. */
export type LoopbackOsrmBehaviour = 'ok' | 'fail' | 'no-route' | 'nonsense' | 'slow';

/** Metres per second of each profile OSRM ships (car, bicycle, foot); an unknown profile is OSRM's 400. */
const SPEED_M_PER_S: Record<string, number> = { driving: 40 / 3.6, car: 40 / 3.6, cycling: 15 / 3.6, foot: 5 / 3.6 };
/** A road is this much longer than the straight line between its ends. */
const DETOUR = 1.3;
const EARTH_RADIUS_M = 6_371_000;

function greatCircleMetres([lng1, lat1]: number[], [lng2, lat2]: number[]): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** "lng,lat;lng,lat" → the two positions, or null when it is not two positions on the globe. */
function parseCoordinates(text: string): [number[], number[]] | null {
  const points = text.split(';').map((pair) => pair.split(',').map(Number));
  if (points.length !== 2) return null;
  const valid = points.every(
    (p) => p.length === 2 && p.every(Number.isFinite) && Math.abs(p[0]) <= 180 && Math.abs(p[1]) <= 90,
  );
  return valid ? [points[0], points[1]] : null;
}

/** The line from one end to the other in `count` points, bowed sideways a little like a road. */
function roadLine(from: number[], to: number[], count: number): [number, number][] {
  return Array.from({ length: count }, (_, i) => {
    const f = i / (count - 1);
    const bow = Math.sin(f * Math.PI) * 0.1;
    const lng = from[0] + (to[0] - from[0]) * f - (to[1] - from[1]) * bow;
    const lat = from[1] + (to[1] - from[1]) * f + (to[0] - from[0]) * bow;
    return [Number(lng.toFixed(6)), Number(Math.max(-90, Math.min(90, lat)).toFixed(6))];
  });
}

export class LoopbackOsrm {
  behaviour: LoopbackOsrmBehaviour = 'ok';
  /** how long a 'slow' answer waits */
  slowMs = 2000;
  /** points of each route's line, its ends included */
  linePoints = 9;
  /** every route asked for: the profile, the coordinates and query as sent */
  readonly requests: { profile: string; coordinates: string; query: string }[] = [];
  /** every route answered (with code 'Ok'), in order */
  readonly answers: { distance: number; duration: number; coordinates: [number, number][] }[] = [];
  private readonly pending = new Set<NodeJS.Timeout>();
  server = http.createServer((req, res) => this.handle(req, res));

  /** Listen on loopback (port 0: any free port); resolves to the base URL to set as ROUTING_URL. */
  start(port = 0): Promise<string> {
    return listenOnLoopback(this.server, port);
  }
  stop(): Promise<void> {
    for (const timer of this.pending) clearTimeout(timer);
    this.pending.clear();
    return new Promise((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }

  private json(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
    res.end(JSON.stringify(body));
  }

  private handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://loopback');
    // the fake's own: up, whatever it is told to answer (who starts it waits for this)
    if (url.pathname === '/health') return this.json(res, 200, { up: true });
    const m = /^\/route\/v1\/([a-z]+)\/([^/]+)$/.exec(url.pathname);
    if (req.method !== 'GET' || !m) return this.json(res, 400, { code: 'InvalidUrl', message: 'URL string malformed' });
    const [, profile, coordinates] = m;
    this.requests.push({ profile, coordinates: decodeURIComponent(coordinates), query: url.search });
    const speed = SPEED_M_PER_S[profile];
    if (speed === undefined) return this.json(res, 400, { code: 'InvalidService', message: 'Service not found' });
    const ends = parseCoordinates(decodeURIComponent(coordinates));
    if (!ends) return this.json(res, 400, { code: 'InvalidQuery', message: 'Query string malformed' });
    switch (this.behaviour) {
      case 'fail':
        return this.json(res, 500, { code: 'InternalError', message: 'loopback told to fail' });
      case 'no-route':
        return this.json(res, 400, { code: 'NoRoute', message: 'Impossible route between points' });
      case 'nonsense':
        return this.json(res, 200, { code: 'Ok', routes: [{ distance: -5, duration: 'soon', geometry: null }] });
      case 'slow': {
        const timer = setTimeout(() => {
          this.pending.delete(timer);
          if (!res.destroyed) this.answer(res, ends, speed);
        }, this.slowMs);
        this.pending.add(timer);
        return;
      }
      default:
        return this.answer(res, ends, speed);
    }
  }

  private answer(res: ServerResponse, [from, to]: [number[], number[]], speed: number) {
    const distance = Math.round(greatCircleMetres(from, to) * DETOUR * 10) / 10;
    const duration = Math.round((distance / speed) * 10) / 10;
    const coordinates = roadLine(from, to, Math.max(2, this.linePoints));
    this.answers.push({ distance, duration, coordinates });
    const waypoint = (p: number[]) => ({ hint: '', distance: 0, name: '', location: p });
    this.json(res, 200, {
      code: 'Ok',
      routes: [
        {
          geometry: { type: 'LineString', coordinates },
          legs: [{ steps: [], summary: '', weight: duration, duration, distance }],
          weight_name: 'routability',
          weight: duration,
          duration,
          distance,
        },
      ],
      waypoints: [waypoint(from), waypoint(to)],
    });
  }
}

const BEHAVIOURS: readonly LoopbackOsrmBehaviour[] = ['ok', 'fail', 'no-route', 'nonsense', 'slow'];

// `npx tsx deploy/loopback-osrm.ts [port] [behaviour]`: serve until stopped, answering as told (default 'ok')
if (require.main === module) {
  const port = Number(process.argv[2] ?? 5000);
  const behaviour = (process.argv[3] ?? 'ok') as LoopbackOsrmBehaviour;
  if (!BEHAVIOURS.includes(behaviour)) throw new Error(`behaviour: one of ${BEHAVIOURS.join(', ')}`);
  const osrm = new LoopbackOsrm();
  osrm.behaviour = behaviour;
  void osrm.start(port).then((url) => console.log(`[loopback-osrm] ROUTING_URL=${url}`));
}
