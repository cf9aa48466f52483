import type { FastifyReply, FastifyRequest } from 'fastify';

// A small cookie reader/writer: the API sets one cookie (`sid`), so RFC 6265 basics are all it needs.
// (@fastify/cookie 11 loads the ESM `cookie` package with a dynamic import(), which Jest's CommonJS
// sandbox cannot run without --experimental-vm-modules.)

export interface CookieOptions {
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'lax' | 'strict' | 'none';
  path?: string;
  /** seconds */
  maxAge?: number;
  expires?: Date;
}

const NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const VALUE = /^[!#$%&'()*+\-./0-9:<=>?@A-Z[\]^_`a-z{|}~]*$/;

/** Parse a Cookie header; the first occurrence of a name wins, malformed pairs are skipped. */
export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.slice(0, 8192).split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    if (!NAME.test(name) || name in out) continue;
    try {
      out[name] = decodeURIComponent(value);
    } catch {
      out[name] = value;
    }
  }
  return out;
}

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  if (!NAME.test(name)) throw new Error('invalid cookie name');
  const encoded = encodeURIComponent(value);
  if (!VALUE.test(encoded)) throw new Error('invalid cookie value');
  const parts = [`${name}=${encoded}`];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${Math.floor(options.maxAge)}`);
  parts.push(`Path=${options.path ?? '/'}`);
  if (options.expires) parts.push(`Expires=${options.expires.toUTCString()}`);
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  if (options.sameSite) parts.push(`SameSite=${options.sameSite[0].toUpperCase()}${options.sameSite.slice(1)}`);
  return parts.join('; ');
}

export function requestCookies(req: FastifyRequest): Record<string, string> {
  return parseCookies(req.headers.cookie);
}

export function setCookie(reply: FastifyReply, name: string, value: string, options: CookieOptions): void {
  const existing = reply.getHeader('set-cookie');
  const list = existing === undefined ? [] : Array.isArray(existing) ? existing.map(String) : [String(existing)];
  reply.header('set-cookie', [...list, serializeCookie(name, value, options)]);
}

export function clearCookie(reply: FastifyReply, name: string, options: CookieOptions): void {
  setCookie(reply, name, '', { ...options, maxAge: 0, expires: new Date(0) });
}
