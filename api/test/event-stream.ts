import http from 'node:http';
import { portOf, type TestApp } from './helpers';

/** One Server-Sent Event as a browser's EventSource reads it. */
export interface ServerEvent {
  event: string;
  id?: string;
  data: unknown;
}

export interface EventStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** every event so far */
  events: ServerEvent[];
  /** comment lines so far (heartbeats) */
  comments: number;
  /** the first event from the `from`th on (default: any not yet taken by `next`) that matches, within `ms` */
  next: (match: (e: ServerEvent) => boolean, ms?: number) => Promise<ServerEvent>;
  /** the whole answer, when the server ended it (a refusal: its envelope) */
  ended: Promise<string>;
  close: () => void;
}

/**
 * Open a stream route over HTTP as EventSource does (Accept: text/event-stream; Last-Event-ID when given) and
 * parse its events as they come; resolves once the answer's head has arrived.
 */
export function openEventStream(t: TestApp, url: string, headers: Record<string, string> = {}): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: portOf(t),
        path: url,
        headers: { accept: 'text/event-stream', 'accept-language': 'en', ...headers },
        agent: false,
      },
      (res) => {
        const events: ServerEvent[] = [];
        let taken = 0;
        const waiting = new Set<() => void>();
        let raw = '';
        let buffer = '';
        const stream: EventStream = {
          status: res.statusCode ?? 0,
          headers: res.headers,
          events,
          comments: 0,
          next: (match, ms = 3000) =>
            new Promise((found, fail) => {
              const look = () => {
                const i = events.findIndex((e, n) => n >= taken && match(e));
                if (i < 0) return false;
                taken = i + 1;
                waiting.delete(look as () => void);
                clearTimeout(timer);
                found(events[i]);
                return true;
              };
              const timer = setTimeout(() => {
                waiting.delete(look as () => void);
                fail(new Error(`no such event within ${ms} ms; got ${JSON.stringify(events.slice(taken))}`));
              }, ms);
              if (!look()) waiting.add(look as () => void);
            }),
          ended: new Promise((done) => res.on('end', () => done(raw)).on('close', () => done(raw))),
          close: () => req.destroy(),
        };
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          raw += chunk;
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event: ServerEvent = { event: 'message', data: undefined };
            const data: string[] = [];
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) stream.comments++;
              else if (line.startsWith('data: ')) data.push(line.slice(6));
              else if (line.startsWith('event: ')) event.event = line.slice(7);
              else if (line.startsWith('id: ')) event.id = line.slice(4);
            }
            if (data.length === 0) continue;
            event.data = JSON.parse(data.join('\n')) as unknown;
            events.push(event);
          }
          for (const look of [...waiting]) look();
        });
        res.on('error', () => undefined);
        resolve(stream);
      },
    );
    req.on('error', reject);
    req.end();
  });
}
