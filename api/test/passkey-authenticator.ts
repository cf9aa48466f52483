import { createHash, createPublicKey, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software authenticator for tests: what a browser and a platform authenticator answer to the options of a
 * WebAuthn ceremony, as the JSON the browser sends (RegistrationResponseJSON / AuthenticationResponseJSON). It
 * makes ES256 (P-256) credentials with "none" attestation, signs with node:crypto, and encodes with the CBOR
 * encoder @simplewebauthn/server uses itself. `origin` is where the browser says the page was (clientDataJSON).
 */

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest();

/** Authenticator data flags: user present, user verified, attested credential data included. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export interface SoftCredential {
  id: Buffer;
  privateKey: KeyObject;
  /** the COSE_Key of the public key */
  cosePublicKey: Uint8Array;
  userHandle: string;
  rpId: string;
  counter: number;
}

interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}
interface RequestOptions {
  challenge: string;
  rpId?: string;
}

function authenticatorData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter >>> 0);
  return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
}

function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

/** A new credential for the options of a registration (sign-up or adding a passkey). */
export function createCredential(
  options: CreationOptions,
  origin: string,
  { verified = true, again }: { verified?: boolean; again?: SoftCredential } = {},
): { credential: SoftCredential; response: Record<string, unknown> } {
  const rpId = options.rp.id ?? new URL(origin).hostname;
  // `again`: the same credential registered once more (its id and key), as a second account might try
  const privateKey = again?.privateKey ?? generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' });
  const cosePublicKey = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
      [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
    ]),
  );
  const id = again?.id ?? randomBytes(32);
  const idLength = Buffer.alloc(2);
  idLength.writeUInt16BE(id.length);
  const attested = Buffer.concat([Buffer.alloc(16), idLength, id, Buffer.from(cosePublicKey)]);
  const authData = authenticatorData(rpId, UP | (verified ? UV : 0) | AT, 0, attested);
  const attestationObject = isoCBOR.encode(
    new Map<string, string | Map<string, string> | Uint8Array>([
      ['fmt', 'none'],
      ['attStmt', new Map<string, string>()],
      ['authData', new Uint8Array(authData)],
    ]),
  );
  const credential: SoftCredential = {
    id,
    privateKey,
    cosePublicKey,
    userHandle: options.user.id,
    rpId,
    counter: 0,
  };
  return {
    credential,
    response: {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientData('webauthn.create', options.challenge, origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    },
  };
}

/** An assertion of `credential` for the options of a sign-in; each one counts up, as authenticators do. */
export function assert(
  credential: SoftCredential,
  options: RequestOptions,
  origin: string,
  { counter = credential.counter + 1 }: { counter?: number } = {},
): Record<string, unknown> {
  credential.counter = counter;
  const authData = authenticatorData(options.rpId ?? credential.rpId, UP | UV, counter);
  const client = clientData('webauthn.get', options.challenge, origin);
  const signature = sign('sha256', Buffer.concat([authData, sha256(client)]), credential.privateKey);
  return {
    id: b64url(credential.id),
    rawId: b64url(credential.id),
    type: 'public-key',
    response: {
      clientDataJSON: b64url(client),
      authenticatorData: b64url(authData),
      signature: b64url(signature),
      userHandle: credential.userHandle,
    },
    authenticatorAttachment: 'platform',
    clientExtensionResults: {},
  };
}
