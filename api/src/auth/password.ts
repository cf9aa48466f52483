import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { STRONG_SCRYPT, type ScryptParams } from '../config';

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function scrypt(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = {
    N: params.N,
    r: params.r,
    p: params.p,
    // N=2^17, r=8 needs 128 MiB; node's default maxmem is 32 MiB
    maxmem: 256 * 1024 * 1024,
  };
  return new Promise((resolve, reject) => {
    scryptCb(password.normalize('NFC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** `scrypt$N$r$p$salt$hash` (base64url): the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string, params: ScryptParams = STRONG_SCRYPT): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await scrypt(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

function parse(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || N > 2 ** 20 || r > 32 || p > 16) return null;
  return { params: { N, r, p }, salt: Buffer.from(parts[4], 'base64url'), key: Buffer.from(parts[5], 'base64url') };
}

/** Constant-time check of a password against a stored hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed || parsed.key.length !== KEY_LENGTH) return false;
  const key = await scrypt(password, parsed.salt, parsed.params);
  return timingSafeEqual(key, parsed.key);
}

/** Whether a stored hash uses weaker parameters than wanted (re-hash after a successful sign-in). */
export function needsRehash(stored: string, params: ScryptParams): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.params.N < params.N || parsed.params.r < params.r || parsed.params.p < params.p;
}

/**
 * A hash of a random password with the given parameters: verifying unknown users against it costs the
 * same time as a real check, so response timing does not reveal which e-mail addresses have accounts.
 */
export function dummyHash(params: ScryptParams): Promise<string> {
  return hashPassword(randomBytes(16).toString('hex'), params);
}
