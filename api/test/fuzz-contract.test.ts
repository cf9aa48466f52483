import fc from 'fast-check';
import { DEFAULT_LANGUAGE, fillPath, fullPath, NO_NUL_PATTERN, routes, type RouteDef } from 'contract';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../src/db/seed';
import { validatorCompiler } from '../src/http/validation';
import { t as i18n, type MessageKey } from '../src/i18n';
import { databaseFingerprint } from './db-state';
import { openEventStream } from './event-stream';
import { buildTestApp, login, makeTempDir, type RequestOptions, type TestApp } from './helpers';

/**
 * The contract fuzzed: for every route of the contract, requests generated from its own schemas (params, query,
 * body; the upload forms as multipart), sent over HTTP to the real app on a seeded database, signed in as the
 * demo user where the route needs it (with the CSRF header the site's client sends).
 *
 * - Rejected: each request is a valid one with one value made invalid (an integer out of int4 or its bounds, 1e308,
 *   NaN or Infinity as text, NUL in a text, a text or list one over its limit, a huge text, a wrong type, a missing
 *   field; an upload form with NUL, an id out of int4 or cut off). Those the app's validator refuses (what a
 *   coercion makes valid, such as "0x10" for 16, is not a rejection) are answered 4xx, and the database is the
 *   same, table by table, before and after all of them.
 * - Any: valid requests (their numbers at the bounds too) and invalid ones, whether the contract refuses them or
 *   not. Whatever they reach, none is a 5xx.
 * - The process serves on afterwards.
 *
 * Fixed seed and a fixed number of requests per route, so a run is repeatable (FUZZ_SEED=n explores another).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const REJECTED_PER_ROUTE = 12;
const MIXED_PER_ROUTE = 12;

jest.setTimeout(600_000);

interface JsonSchema {
  type?: string;
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  allOf?: unknown[];
}

type Route = RouteDef & { method: string; path: string };
type Part = 'params' | 'query' | 'body';
/** A request as its parts: params and query as the values the schema describes (sent as text), the JSON body. */
interface Parts {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}
interface Fuzzed {
  route: string;
  parts: Parts;
  /** for the upload forms: the form's raw bytes (maybe cut off) */
  form?: string;
  signedIn: boolean;
}

const allRoutes = Object.entries(routes) as Array<[string, Route]>;
const schemaOf = (route: Route, part: Part): JsonSchema | null =>
  part === 'body' ? (route.body as JsonSchema | null) : (route[part] as JsonSchema);

// ---------------------------------------------------------------------------------------------
// Valid values, from a schema
// ---------------------------------------------------------------------------------------------

function valid(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(valid));
  switch (schema.type) {
    case 'integer': {
      const min = schema.minimum ?? -(2 ** 31);
      const max = schema.maximum ?? 2 ** 31 - 1;
      // the bounds themselves, small ids (rows that exist) and anything between
      return fc.oneof(
        fc.constantFrom(min, max),
        fc.integer({ min, max: Math.min(max, min + 300) }),
        fc.integer({ min, max }),
      );
    }
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e9, max: schema.maximum ?? 1e9, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string':
      return validText(schema);
    case 'array': {
      const item = valid(schema.items ?? {});
      const minLength = schema.minItems ?? 0;
      const maxItems = schema.maxItems ?? 5;
      return fc.oneof(
        { arbitrary: fc.array(item, { minLength, maxLength: Math.max(minLength, Math.min(maxItems, 4)) }), weight: 5 },
        // a list as long as it may be
        { arbitrary: fc.array(item, { minLength: maxItems, maxLength: maxItems }), weight: 1 },
      );
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const record = Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, valid(s)]));
      // a body that needs one of two spellings (allOf) gets all its fields
      const requiredKeys = schema.allOf ? Object.keys(properties) : (schema.required ?? []);
      return fc.record(record, { requiredKeys });
    }
    default:
      return fc.constant(undefined);
  }
}

function validText(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 100;
  const fits = (s: string) => [...s].length >= minLength && [...s].length <= maxLength;
  if (schema.format === 'email') return fc.emailAddress().filter(fits);
  if (schema.format === 'date-time')
    return fc
      .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2200-01-01T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString());
  if (schema.pattern && schema.pattern !== NO_NUL_PATTERN)
    return fc.stringMatching(new RegExp(schema.pattern, 'u')).filter(fits);
  const text = fc
    .string({ unit: 'binary', minLength, maxLength: Math.min(maxLength, 40) })
    .filter((s) => !s.includes('\u0000') && fits(s));
  // a text as long as it may be, in characters outside the BMP too
  return fc.oneof(
    { arbitrary: text, weight: 5 },
    { arbitrary: fc.constantFrom('x', '💥').map((c) => c.repeat(maxLength)), weight: 1 },
  );
}

const validParts = (route: Route): fc.Arbitrary<Parts> =>
  fc.record({
    params: valid(route.params as JsonSchema) as fc.Arbitrary<Record<string, unknown>>,
    query: valid(route.query as JsonSchema) as fc.Arbitrary<Record<string, unknown>>,
    body: route.body && !route.multipart ? valid(route.body as JsonSchema) : fc.constant(undefined),
  });

// ---------------------------------------------------------------------------------------------
// Invalid values: one value of a valid request replaced by what its schema refuses
// ---------------------------------------------------------------------------------------------

/** A place in a request to put an invalid value: its part, its path there and the schema it must meet. */
interface Slot {
  part: Part;
  path: Array<string | number>;
  schema: JsonSchema;
}

/** Every place in this request's value (and every absent optional field) where an invalid value can go. */
function slotsOf(schema: JsonSchema, value: unknown, part: Part, path: Array<string | number>, out: Slot[]): Slot[] {
  // the params and query objects are the URL's structure, not a value of their own
  if (path.length > 0 || part === 'body') out.push({ part, path, schema });
  if (schema.type === 'object' && value && typeof value === 'object') {
    for (const [key, property] of Object.entries(schema.properties ?? {})) {
      const child = (value as Record<string, unknown>)[key];
      if (child === undefined) out.push({ part, path: [...path, key], schema: property });
      else slotsOf(property, child, part, [...path, key], out);
    }
  } else if (schema.type === 'array' && Array.isArray(value) && schema.items) {
    value.slice(0, 2).forEach((item, i) => slotsOf(schema.items!, item, part, [...path, i], out));
  }
  return out;
}

// ('' is left out of a path: an empty segment is another URL, maybe another route's)
const INT_AS_TEXT = ['2147483648', '-2147483649', '1e308', '-1e308', 'NaN', 'Infinity', '1.5', 'abc', '0x10', ' '];
const HUGE_TEXT = 'x'.repeat(300_000);
/** Marks a field to leave out. */
const ABSENT = Symbol('absent');

/** What this schema refuses, as sent in a JSON body or as URL text. */
function invalidValues(schema: JsonSchema, part: Part): unknown[] {
  const asText = part !== 'body';
  if (schema.const !== undefined) return ['zz-not-allowed', 123456];
  if (schema.anyOf) return schema.anyOf.flatMap((branch) => invalidValues(branch, part));
  switch (schema.type) {
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? -(2 ** 31);
      const max = schema.maximum ?? 2 ** 31 - 1;
      const bounds = [min - 1, max + 1, 2 ** 31, -(2 ** 31) - 1, 0, -1, 1e308, -1e308, 1.5];
      if (part === 'query') return [...bounds.map(String), ...INT_AS_TEXT, ''];
      return asText ? [...bounds.map(String), ...INT_AS_TEXT] : [...bounds, '12', null, true, [1]];
    }
    case 'string': {
      const maxLength = schema.maxLength ?? 100;
      const values: unknown[] = ['\u0000', 'a\u0000b', `${'x'.repeat(maxLength)}\u0000`, 'x'.repeat(maxLength + 1)];
      if (schema.format) values.push('not-a-valid-value');
      if (schema.pattern && schema.pattern !== NO_NUL_PATTERN) values.push('!!', ' %/..');
      if (schema.minLength && part !== 'params') values.push('');
      if (!asText) values.push(HUGE_TEXT, 12, null, ['a'], {});
      return values;
    }
    case 'boolean':
      return asText ? ['yes', 'maybe', '2'] : ['true', 1, null];
    case 'null':
      return asText ? [] : ['null', 0];
    case 'array': {
      const long = Array.from({ length: (schema.maxItems ?? 1000) + 1 }, (_, i) => i + 1);
      return asText ? [] : [long, 'a', {}, null];
    }
    case 'object':
      return asText ? [] : ['x', [], 1, null, {}];
    default:
      return [];
  }
}

function withValueAt(parts: Parts, slot: Slot, value: unknown): Parts {
  const copy = structuredClone(parts);
  if (slot.path.length === 0) return { ...copy, body: value === ABSENT ? undefined : value };
  let container = copy[slot.part] as Record<string | number, unknown>;
  for (const key of slot.path.slice(0, -1)) container = container[key] as Record<string | number, unknown>;
  const last = slot.path[slot.path.length - 1];
  if (value === ABSENT) delete container[last];
  else container[last] = value;
  return copy;
}

/** Each part as the app receives it: params and query as text, the body as JSON. */
function asReceived(parts: Parts): Parts {
  const text = (o: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(o).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]));
  return {
    params: text(parts.params),
    query: text(parts.query),
    body: parts.body === undefined ? undefined : JSON.parse(JSON.stringify(parts.body)),
  };
}

/** Whether the app's own validator (the production one) refuses these parts of a route. */
const compile = validatorCompiler();
function refusedByContract(route: Route, parts: Parts): boolean {
  const received = asReceived(parts);
  return (['params', 'query', 'body'] as const).some((part) => {
    const schema = schemaOf(route, part);
    if (!schema || (part !== 'body' && Object.keys(schema.properties ?? {}).length === 0)) return false;
    if (part === 'body' && route.multipart) return false;
    const validate = compile({
      schema,
      method: route.method,
      url: route.path,
      httpPart: part === 'query' ? 'querystring' : part,
    }) as (data: unknown) => boolean;
    return !validate(structuredClone(received[part]));
  });
}

/** A valid request with one value replaced by one its schema refuses (or should: the contract may let it through). */
function mutatedParts(route: Route): fc.Arbitrary<Parts> {
  return fc
    .tuple(validParts(route), fc.nat(), fc.nat())
    .map(([parts, slotPick, valuePick]) => {
      const slots = (['params', 'query', 'body'] as const).flatMap((part) => {
        const schema = schemaOf(route, part);
        return schema && !(part === 'body' && route.multipart) ? slotsOf(schema, parts[part], part, [], []) : [];
      });
      if (slots.length === 0) return null;
      const slot = slots[slotPick % slots.length];
      const leaveOut = slot.path.length > 0 && slot.part === 'body' && isRequired(route, slot) ? [ABSENT] : [];
      const values = [...invalidValues(slot.schema, slot.part), ...leaveOut];
      if (values.length === 0) return null;
      return withValueAt(parts, slot, values[valuePick % values.length]);
    })
    .filter((parts): parts is Parts => parts !== null);
}

/** The mutated requests the contract refuses: the app must answer them 4xx before anything is written. */
const rejectedParts = (route: Route) => mutatedParts(route).filter((parts) => refusedByContract(route, parts));

function isRequired(route: Route, slot: Slot): boolean {
  let schema = schemaOf(route, slot.part)!;
  for (const key of slot.path.slice(0, -1))
    schema = (typeof key === 'number' ? schema.items : schema.properties?.[key])!;
  return (schema.required ?? []).includes(String(slot.path[slot.path.length - 1]));
}

/** Routes with something to get wrong (params, query or a body). */
const hasInput = (route: Route) =>
  (['params', 'query'] as const).some((p) => Object.keys((route[p] as JsonSchema).properties ?? {}).length > 0) ||
  route.body !== null;

// ---------------------------------------------------------------------------------------------
// Upload forms (multipart: the handlers read them, not the JSON validator)
// ---------------------------------------------------------------------------------------------

const BOUNDARY = 'fuzzFormBoundary7MA4YWxkTrZu0gW';
function multipartForm(fields: Record<string, string>, file: string | null): string {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  if (file !== null)
    parts.push(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n${file}\r\n`,
    );
  return `${parts.join('')}--${BOUNDARY}--\r\n`;
}

function formFields(route: Route): fc.Arbitrary<Record<string, string>> {
  const schema = route.body as JsonSchema;
  const { file: _file, ...properties } = schema.properties ?? {};
  return valid({ ...schema, properties }).map((fields) =>
    Object.fromEntries(Object.entries(fields as Record<string, unknown>).map(([k, v]) => [k, String(v)])),
  );
}

const validForm = (route: Route): fc.Arbitrary<string> =>
  fc
    .tuple(formFields(route), fc.option(fc.string({ unit: 'binary-ascii', maxLength: 64 })))
    .map(([fields, file]) => multipartForm(fields, file));

/** A form the upload routes must refuse: NUL in a field, an id out of int4, or the form cut off. */
const rejectedForm = (route: Route): fc.Arbitrary<string> =>
  fc
    .tuple(formFields(route), fc.nat(), fc.nat(), fc.constantFrom('nul', 'int4', 'cut'))
    .map(([fields, pick, cut, how]) => {
      const names = Object.keys(fields);
      if (how === 'nul' && names.length > 0) {
        const name = names[pick % names.length];
        return multipartForm({ ...fields, [name]: `${fields[name]}\u0000` }, null);
      }
      if (how === 'int4' && 'place_id' in fields)
        return multipartForm({ ...fields, place_id: String(2 ** 31) }, 'AAAA');
      const whole = multipartForm(fields, 'AAAAAAAA');
      return whole.slice(0, 1 + (cut % (whole.length - 1)));
    });

// ---------------------------------------------------------------------------------------------
// Sending
// ---------------------------------------------------------------------------------------------

let t: TestApp;
let demo: string;

function requestOf(route: Route, fuzzed: Fuzzed): RequestOptions {
  const params = Object.fromEntries(Object.entries(fuzzed.parts.params).map(([k, v]) => [k, String(v)]));
  const query = new URLSearchParams(
    Object.entries(fuzzed.parts.query).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]),
  ).toString();
  const url = fullPath(fillPath(route.path, params)) + (query ? `?${query}` : '');
  const headers: Record<string, string> = fuzzed.signedIn ? { cookie: demo } : {};
  if (fuzzed.form !== undefined) {
    headers['content-type'] = `multipart/form-data; boundary=${BOUNDARY}`;
    return { method: route.method, url, headers, rawBody: fuzzed.form };
  }
  return {
    method: route.method,
    url,
    headers,
    ...(fuzzed.parts.body !== undefined ? { payload: fuzzed.parts.body } : {}),
  };
}

async function send(route: Route, fuzzed: Fuzzed): Promise<{ status: number; message: unknown; request: string }> {
  const request = requestOf(route, fuzzed);
  const res = route.stream ? await streamHead(request) : await t.inject(request);
  const shown = `${request.method} ${request.url.slice(0, 300)} ${JSON.stringify(fuzzed.parts.body ?? fuzzed.form ?? '').slice(0, 300)}`;
  let message: unknown;
  try {
    message = (JSON.parse(res.body) as { message?: unknown }).message;
  } catch {
    message = undefined;
  }
  return { status: res.statusCode, message, request: `${shown} → ${res.statusCode} ${res.body.slice(0, 300)}` };
}

/** A stream route's answer as far as its head (a stream it accepts never ends by itself), or its whole refusal. */
async function streamHead(request: RequestOptions): Promise<{ statusCode: number; body: string }> {
  const stream = await openEventStream(t, request.url, request.headers);
  const body = stream.status === 200 ? '' : await stream.ended;
  stream.close();
  return { statusCode: stream.status, body };
}

/**
 * Calls that need a provider's key answer 503 "not available on this site" without one (the contract says so):
 * the feature is off, nothing broke. Any other 5xx is a failure.
 */
const FEATURE_OFF: Record<string, MessageKey> = {
  findOrCreatePlace: 'google_places_not_configured',
  getExperienceChapters: 'youtube_not_configured',
};
const featureOff = (name: string, status: number, message: unknown) =>
  status === 503 && name in FEATURE_OFF && message === i18n(DEFAULT_LANGUAGE, FEATURE_OFF[name]);

/** Calls that end the session they are sent with (signing out; signing in or up starts another one instead). */
const ENDS_THE_SESSION = new Set([
  'logout',
  'emailLogin',
  'emailSignUp',
  'facebookSignIn',
  'googleSignIn',
  'twitterSignIn',
]);
/** Signed in as the demo user for the routes that need it, either way for the others (the session is shared). */
const signedIn = (name: string, route: Route): fc.Arbitrary<boolean> =>
  route.auth ? fc.constant(true) : ENDS_THE_SESSION.has(name) ? fc.constant(false) : fc.boolean();

beforeAll(async () => {
  t = await buildTestApp({ media: { dir: makeTempDir('ti-fuzz-media'), maxBytes: 64 * 1024, maxPixels: 1_000_000 } });
  demo = (await login(t, DEMO_EMAIL, DEMO_PASSWORD)).cookie;
});
afterAll(() => t?.close());

describe('the contract fuzzed over HTTP', () => {
  it('every route refuses invalid input with a 4xx, and the refused requests change nothing', async () => {
    const before = await databaseFingerprint(t.app);
    let sent = 0;
    for (const [name, route] of allRoutes.filter(([, route]) => hasInput(route))) {
      const request = route.multipart
        ? rejectedForm(route).map((form) => ({ form, parts: { params: {}, query: {}, body: undefined } }))
        : rejectedParts(route).map((parts) => ({ parts }));
      await fc.assert(
        fc.asyncProperty(request, signedIn(name, route), async (fuzzed, isSignedIn) => {
          const { status, request: shown } = await send(route, { route: name, ...fuzzed, signedIn: isSignedIn });
          sent++;
          if (status < 400 || status >= 500) throw new Error(`${name}: ${shown}`);
        }),
        { seed: SEED, numRuns: REJECTED_PER_ROUTE },
      );
    }
    expect(sent).toBeGreaterThan(allRoutes.length * 5);
    expect(await databaseFingerprint(t.app)).toEqual(before);
    expect((await t.inject('/api/v1/app')).statusCode).toBe(200);
  });

  it('no request, valid (at its bounds too) or not, gets a 5xx; the process serves on', async () => {
    const endedTheSession: string[] = [];
    for (const [name, route] of allRoutes) {
      const parts = validParts(route);
      // valid requests, and the invalid ones whatever the contract says of them: none may be a 5xx
      const request = route.multipart
        ? fc.tuple(parts, fc.oneof(validForm(route), rejectedForm(route))).map(([p, form]) => ({ parts: p, form }))
        : (hasInput(route) ? fc.oneof(parts, mutatedParts(route)) : parts).map((p) => ({ parts: p }));
      await fc.assert(
        fc.asyncProperty(request, signedIn(name, route), async (fuzzed, isSignedIn) => {
          const {
            status,
            message,
            request: shown,
          } = await send(route, { route: name, ...fuzzed, signedIn: isSignedIn });
          if (status >= 500 && !featureOff(name, status, message)) throw new Error(`${name}: ${shown}`);
        }),
        { seed: SEED, numRuns: MIXED_PER_ROUTE },
      );
      // no other call ends the session (or every later route would only be answered 401)
      if ((await t.inject({ url: '/api/v1/user/me', headers: { cookie: demo } })).statusCode !== 200) {
        endedTheSession.push(name);
        demo = (await login(t, DEMO_EMAIL, DEMO_PASSWORD)).cookie;
      }
    }
    expect(endedTheSession).toEqual([]);
    expect((await t.inject('/api/v1/app')).statusCode).toBe(200);
  });
});
