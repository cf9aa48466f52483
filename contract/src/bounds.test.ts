import Ajv from 'ajv';
import { IdList, INT4_MAX, INT4_MIN, NO_NUL_PATTERN, Text } from './models';
import { routes } from './index';

interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

/**
 * Whether a pattern could let NUL through: a negated class, `.` or a negated escape (\D, \S, \W) admits any
 * character, an escape may name NUL itself. The patterns the contract writes for tokens and slugs list their
 * characters (`^[A-Za-z0-9_-]+$`); free text takes NO_NUL_PATTERN.
 */
function mayAdmitNul(pattern: string): boolean {
  if (pattern === NO_NUL_PATTERN) return false;
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') {
      const next = pattern[i + 1];
      if ('DSWux0c'.includes(next)) return true;
      i++;
    } else if (c === '[') {
      if (pattern[i + 1] === '^') return true;
      inClass = true;
    } else if (c === ']') inClass = false;
    else if (c === '.' && !inClass) return true;
  }
  return false;
}

/** What is unbounded in a schema a request fills: each problem as `where: what`. */
function unbounded(schema: JsonSchema, where: string): string[] {
  if (schema.const !== undefined) return [];
  const problems: string[] = [];
  for (const branch of [...(schema.anyOf ?? []), ...(schema.allOf ?? []), ...(schema.oneOf ?? [])])
    problems.push(...unbounded(branch, where));
  const types = schema.type === undefined ? [] : [schema.type].flat();
  for (const type of types) {
    if (type === 'integer' || type === 'number') {
      if (schema.minimum === undefined || schema.minimum < INT4_MIN) problems.push(`${where}: no int4 minimum`);
      if (schema.maximum === undefined || schema.maximum > INT4_MAX) problems.push(`${where}: no int4 maximum`);
    } else if (type === 'string') {
      if (schema.maxLength === undefined) problems.push(`${where}: no maxLength`);
      if (schema.pattern === undefined && schema.format === undefined) problems.push(`${where}: NUL not excluded`);
      if (schema.pattern !== undefined && mayAdmitNul(schema.pattern))
        problems.push(`${where}: pattern ${schema.pattern} may admit NUL`);
    } else if (type === 'array') {
      if (schema.maxItems === undefined) problems.push(`${where}: no maxItems`);
      if (schema.items) problems.push(...unbounded(schema.items, `${where}[]`));
    } else if (type === 'object') {
      for (const [name, property] of Object.entries(schema.properties ?? {}))
        problems.push(...unbounded(property, `${where}.${name}`));
    }
  }
  return problems;
}

describe('bounds of everything a request carries', () => {
  it('every integer, text and list in every route’s params, query and body is bounded as the database holds it', () => {
    const problems = Object.entries(routes).flatMap(([name, route]) =>
      (['params', 'query', 'body'] as const).flatMap((part) =>
        route[part] ? unbounded(route[part] as JsonSchema, `${name}.${part}`) : [],
      ),
    );
    expect(problems).toEqual([]);
  });

  it('the check finds a bare integer, text or list, and a pattern that lets NUL through', () => {
    const bare = { type: 'object', properties: { n: { type: 'integer' }, s: { type: 'string' } } };
    expect(unbounded(bare, 'x')).toEqual([
      'x.n: no int4 minimum',
      'x.n: no int4 maximum',
      'x.s: no maxLength',
      'x.s: NUL not excluded',
    ]);
    expect(unbounded({ type: 'array', items: { type: 'integer', minimum: 0, maximum: 2 ** 31 } }, 'l')).toEqual([
      'l: no maxItems',
      'l[]: no int4 maximum',
    ]);
    for (const pattern of ['^.*$', '^[^a]+$', '^\\S+$', '^[\\u0000-z]+$'])
      expect(unbounded({ type: 'string', maxLength: 9, pattern }, 's')).toEqual([
        `s: pattern ${pattern} may admit NUL`,
      ]);
    expect(unbounded({ type: 'string', maxLength: 9, pattern: '^[A-Za-z0-9_.=-]+$' }, 's')).toEqual([]);
  });
});

describe('Text and IdList', () => {
  const ajv = new Ajv();

  it('a Text refuses NUL anywhere and takes every other character', () => {
    const valid = ajv.compile(Text({ maxLength: 20 }));
    expect(['\u0000', 'a\u0000', '\u0000b', 'a\u0000b'].map((s) => valid(s))).toEqual([false, false, false, false]);
    expect(['', 'Taipei 台北', '\u0001\t\n\u{1F600}', 'x'.repeat(20)].map((s) => valid(s))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(valid('x'.repeat(21))).toBe(false);
  });

  it('an id list takes ids 1 to 2147483647 only', () => {
    const valid = ajv.compile(IdList());
    const taken = ['', '1', '9', '10', '999999999', '1000000000', '1999999999', '2147483647', '2147483639'];
    const refused = ['0', '01', '-1', '2147483648', '2147483650', '2147483700', '2200000000', '3000000000'];
    expect(taken.filter((s) => !valid(s))).toEqual([]);
    expect(refused.filter((s) => valid(s))).toEqual([]);
    expect(valid('1,2147483647,5')).toBe(true);
    expect(['1e308', '1,', ',1', '1,,2', '1, 2', '1.5', '1,2147483648'].filter((s) => valid(s))).toEqual([]);
    // every ten-digit number at the edge of each digit of 2147483647
    for (let i = 0; i < 10; i++) {
      const above = INT4_MAX + 10 ** i;
      expect({ above, valid: valid(String(above)) }).toEqual({ above, valid: false });
      const below = INT4_MAX - 10 ** i;
      expect({ below, valid: valid(String(below)) }).toEqual({ below, valid: true });
    }
  });
});
