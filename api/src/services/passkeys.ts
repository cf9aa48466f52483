import { randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Language, Passkey, PasskeyRegistrationJSON } from 'contract';
import { passkeyRelyingParty } from '../config';
import type { Database } from '../db';
import type { PasskeysTable, UserRow } from '../db/schema';
import type { Selectable } from 'kysely';
import { ApiError, badRequest } from '../http/errors';
import { mailStrings } from '../mail/mail.strings';
import { openEmailAccount, type AccountCaller, type Accounts } from './accounts';
import { emailInUse, isUniqueViolation, normalizeEmail } from './users';

/** How long a ceremony's challenge can be answered: the browser's prompt waits as long. */
export const PASSKEY_CHALLENGE_MS = 5 * 60_000;

type Purpose = 'sign_in' | 'sign_up' | 'add';
type PasskeyRow = Selectable<PasskeysTable>;

/**
 * Ceremonies ask for user verification (a PIN, a fingerprint, the device's unlock): a passkey stands in for a
 * password, so holding the device alone must not be enough.
 */
const USER_VERIFICATION = 'required' as const;

/** The site's relying party: its id and origin from SITE_URL, and its name as authenticators show it. */
function relyingParty(accounts: Accounts, lang: Language = 'en') {
  return { ...passkeyRelyingParty(accounts.config.siteUrl), name: mailStrings.text(lang, 'siteName') };
}

/**
 * Keep a challenge until it is answered or expires (at most PASSKEY_CHALLENGE_MS); expired ones are deleted
 * here too (indexed on expires_at), so the table holds only live ceremonies.
 */
async function keepChallenge(
  accounts: Accounts,
  challenge: string,
  purpose: Purpose,
  extra: { user_id?: number; email?: string; user_handle?: string } = {},
): Promise<void> {
  const now = accounts.now();
  await accounts.db.deleteFrom('passkey_challenges').where('expires_at', '<', now).execute();
  await accounts.db
    .insertInto('passkey_challenges')
    .values({
      challenge,
      purpose,
      user_id: extra.user_id ?? null,
      email: extra.email ?? null,
      user_handle: extra.user_handle ?? null,
      expires_at: new Date(now.getTime() + PASSKEY_CHALLENGE_MS),
    })
    .execute();
}

/** The challenge the browser says it answered (what verification then checks against the stored one). */
function answeredChallenge(clientDataJSON: string): string | null {
  try {
    const client = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof client.challenge === 'string' && client.challenge.length <= 128 ? client.challenge : null;
  } catch {
    return null;
  }
}

/**
 * Take the stored challenge an answer names, for this ceremony: deleted as it is read (one statement, so two
 * answers racing cannot both use it), and refused (400) when unknown, already used, expired or another ceremony's.
 */
async function takeChallenge(accounts: Accounts, clientDataJSON: string, purpose: Purpose) {
  const challenge = answeredChallenge(clientDataJSON);
  const row =
    challenge &&
    (await accounts.db
      .deleteFrom('passkey_challenges')
      .where('challenge', '=', challenge)
      .where('purpose', '=', purpose)
      .returningAll()
      .executeTakeFirst());
  if (!row || new Date(row.expires_at).getTime() <= accounts.now().getTime()) {
    throw badRequest('passkey_challenge_invalid');
  }
  return row;
}

const transportsOf = (row: Pick<PasskeyRow, 'transports'>) =>
  row.transports ? (row.transports.split(',') as AuthenticatorTransportFuture[]) : [];

async function passkeysOf(db: Database, userId: number): Promise<PasskeyRow[]> {
  return db.selectFrom('passkeys').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

/** The options of a new credential for an account (its existing passkeys excluded: one per authenticator). */
async function creationOptions(
  accounts: Accounts,
  lang: Language,
  user: { handle: string; name: string; displayName: string },
  existing: PasskeyRow[],
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const rp = relyingParty(accounts, lang);
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.rpId,
    userID: Buffer.from(user.handle, 'base64url'),
    userName: user.name,
    userDisplayName: user.displayName,
    timeout: PASSKEY_CHALLENGE_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credential_id, transports: transportsOf(p) })),
    // a discoverable credential: sign-in asks for no e-mail first
    authenticatorSelection: { residentKey: 'required', userVerification: USER_VERIFICATION },
  });
}

const TRANSPORTS: readonly string[] = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'];

/** The browser's new credential with the transports the library knows (a browser may name newer ones: left out). */
function asRegistration(response: PasskeyRegistrationJSON): RegistrationResponseJSON {
  const transports = response.response.transports?.filter((name) => TRANSPORTS.includes(name));
  return {
    ...response,
    response: { ...response.response, transports: transports as AuthenticatorTransportFuture[] | undefined },
  };
}

/** A new credential checked against its challenge, the site's origin and relying party: what to store, or 400. */
async function verifiedCredential(accounts: Accounts, response: PasskeyRegistrationJSON, challenge: string) {
  const rp = relyingParty(accounts);
  try {
    const result = await verifyRegistrationResponse({
      response: asRegistration(response),
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpId,
      requireUserVerification: true,
    });
    if (!result.verified) throw new Error('not verified');
    const { credential } = result.registrationInfo;
    return {
      credential_id: credential.id,
      public_key: Buffer.from(credential.publicKey).toString('base64url'),
      sign_count: credential.counter,
      transports: (credential.transports ?? []).join(',').slice(0, 200),
    };
  } catch {
    throw badRequest('passkey_invalid');
  }
}

/** A credential id registered to any account is refused (409) before anything is written. */
async function refuseKnownCredential(db: Database, credentialId: string): Promise<void> {
  const known = await db
    .selectFrom('passkeys')
    .select('id')
    .where('credential_id', '=', credentialId)
    .executeTakeFirst();
  if (known) throw new ApiError(409, 'passkey_exists');
}

function passkeyModel(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    created_at: new Date(row.created_at).toISOString(),
    last_used_at: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
  };
}

// ---- sign-in ---------------------------------------------------------------------------------------------

/** The options of a sign-in with any passkey of the site (counted per IP: each keeps a challenge). */
export async function startPasskeySignIn(
  accounts: Accounts,
  caller: AccountCaller,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  await caller.limits.consume('passkey');
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(accounts).rpId,
    userVerification: USER_VERIFICATION,
    timeout: PASSKEY_CHALLENGE_MS,
  });
  await keepChallenge(accounts, options.challenge, 'sign_in');
  return options;
}

/**
 * Sign in with a passkey: its assertion checked against a live challenge (used up whatever the outcome), the
 * site's origin and relying party, the stored public key, and the signature counter (which must have gone up
 * when the authenticator counts: a lower one means a cloned authenticator). Failures count like wrong passwords
 * (the sign-in limits per IP); the account is the same session's as a password sign-in's.
 */
export async function signInWithPasskey(
  accounts: Accounts,
  caller: AccountCaller,
  response: AuthenticationResponseJSON,
): Promise<UserRow> {
  const { db } = accounts;
  await caller.limits.check('login');
  const refuse = async (
    status: 400 | 401,
    key: 'passkey_challenge_invalid' | 'passkey_unknown' | 'passkey_invalid',
  ) => {
    await caller.limits.hit('login');
    return new ApiError(status, key);
  };
  let challenge: string;
  try {
    challenge = (await takeChallenge(accounts, response.response.clientDataJSON, 'sign_in')).challenge;
  } catch {
    throw await refuse(400, 'passkey_challenge_invalid');
  }
  const passkey = await db
    .selectFrom('passkeys')
    .selectAll()
    .where('credential_id', '=', response.id)
    .executeTakeFirst();
  if (!passkey) throw await refuse(401, 'passkey_unknown');
  // a discoverable credential names its account: it must be the one the passkey was registered to
  if (response.response.userHandle && response.response.userHandle !== passkey.user_handle) {
    throw await refuse(401, 'passkey_invalid');
  }
  const rp = relyingParty(accounts);
  let newCounter: number;
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpId,
      requireUserVerification: true,
      credential: {
        id: passkey.credential_id,
        publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')),
        counter: Number(passkey.sign_count),
        transports: transportsOf(passkey),
      },
    });
    if (!result.verified) throw new Error('not verified');
    newCounter = result.authenticationInfo.newCounter;
  } catch {
    throw await refuse(401, 'passkey_invalid');
  }
  await db
    .updateTable('passkeys')
    .set({ sign_count: newCounter, last_used_at: accounts.now() })
    .where('id', '=', passkey.id)
    .execute();
  return db.selectFrom('users').selectAll().where('id', '=', passkey.user_id).executeTakeFirstOrThrow();
}

// ---- sign-up ---------------------------------------------------------------------------------------------

/** The options of a new account's passkey, for an address no account holds (409 otherwise, as sign-up says). */
export async function startPasskeySignUp(
  accounts: Accounts,
  caller: AccountCaller,
  input: { email: string },
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  await caller.limits.consume('passkey');
  const email = normalizeEmail(input.email);
  if (await emailInUse(accounts.db, email)) throw new ApiError(409, 'email_taken');
  const handle = randomBytes(16).toString('base64url');
  const options = await creationOptions(accounts, caller.lang, { handle, name: email, displayName: email }, []);
  await keepChallenge(accounts, options.challenge, 'sign_up', { email, user_handle: handle });
  return options;
}

/**
 * A new account with a passkey and no password: the credential checked against its sign-up challenge, then the
 * account made as an e-mail sign-up makes it (same limits, pending address, verification mail) with the passkey
 * in the same transaction. Its address is the way back in: forgot password mails it a link to set a password.
 */
export async function signUpWithPasskey(
  accounts: Accounts,
  caller: AccountCaller,
  input: { response: PasskeyRegistrationJSON; name: string },
): Promise<UserRow> {
  await caller.limits.consume('signup');
  const challenge = await takeChallenge(accounts, input.response.response.clientDataJSON, 'sign_up');
  const credential = await verifiedCredential(accounts, input.response, challenge.challenge);
  await refuseKnownCredential(accounts.db, credential.credential_id);
  return openEmailAccount(
    accounts,
    caller,
    challenge.email!,
    async () => null,
    async (trx, user) => {
      await trx
        .insertInto('passkeys')
        .values({ ...credential, user_id: user.id, user_handle: challenge.user_handle!, name: input.name })
        .execute();
    },
  );
}

// ---- the signed-in account's passkeys --------------------------------------------------------------------

/** Whether the account signs in some way other than a passkey (a password or a social account). */
const hasOtherSignIn = (user: UserRow) => user.password_hash !== null || user.social_provider !== null;

export async function listPasskeys(
  accounts: Accounts,
  user: UserRow,
): Promise<{ passkeys: Passkey[]; hasOtherSignIn: boolean }> {
  const rows = await passkeysOf(accounts.db, user.id);
  return { passkeys: rows.map(passkeyModel), hasOtherSignIn: hasOtherSignIn(user) };
}

/** The options of one more passkey for the signed-in account (its user handle kept: one per account). */
export async function startAddingPasskey(
  accounts: Accounts,
  caller: AccountCaller,
  user: UserRow,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  await caller.limits.consume('passkey');
  const existing = await passkeysOf(accounts.db, user.id);
  const handle = existing[0]?.user_handle ?? randomBytes(16).toString('base64url');
  const name = user.email ?? user.social_email ?? user.display_name;
  const options = await creationOptions(
    accounts,
    caller.lang,
    { handle, name, displayName: user.display_name },
    existing,
  );
  await keepChallenge(accounts, options.challenge, 'add', { user_id: user.id, user_handle: handle });
  return options;
}

/** Store a new passkey of the signed-in account, answered to a challenge handed to that account. */
export async function addPasskey(
  accounts: Accounts,
  user: UserRow,
  input: { response: PasskeyRegistrationJSON; name: string },
): Promise<Passkey> {
  const challenge = await takeChallenge(accounts, input.response.response.clientDataJSON, 'add');
  // a challenge handed to another account (or to this one in another session that has since changed hands)
  if (challenge.user_id !== user.id) throw badRequest('passkey_challenge_invalid');
  const credential = await verifiedCredential(accounts, input.response, challenge.challenge);
  await refuseKnownCredential(accounts.db, credential.credential_id);
  try {
    const row = await accounts.db
      .insertInto('passkeys')
      .values({ ...credential, user_id: user.id, user_handle: challenge.user_handle!, name: input.name.trim() })
      .returningAll()
      .executeTakeFirstOrThrow();
    return passkeyModel(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw new ApiError(409, 'passkey_exists');
    throw err;
  }
}

/**
 * Remove one of the signed-in account's passkeys: 404 for one it does not have (another account's included, so
 * ids say nothing), 409 for the last one of an account that signs in no other way (it would be locked out). The
 * account's row is locked while its passkeys are counted, so two removals racing cannot both take the last two.
 */
export async function removePasskey(accounts: Accounts, user: UserRow, id: number): Promise<void> {
  await accounts.db.transaction().execute(async (trx) => {
    const account = await trx.selectFrom('users').selectAll().where('id', '=', user.id).forUpdate().executeTakeFirst();
    const rows = await passkeysOf(trx, user.id);
    if (!account || !rows.some((row) => row.id === id)) throw new ApiError(404, 'passkey_not_found');
    if (rows.length === 1 && !hasOtherSignIn(account)) throw new ApiError(409, 'passkey_last_way_in');
    await trx.deleteFrom('passkeys').where('id', '=', id).where('user_id', '=', user.id).execute();
  });
}
