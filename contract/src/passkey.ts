import { Type, type Static } from '@sinclair/typebox';
import { defineRoute } from './route';
import { endpoints } from './endpoints';
import { Id, Text, User } from './models';
import { PASSKEY_NAME_MAX_LENGTH } from './constants';
import { Email } from './user';

// Passkeys (WebAuthn). A ceremony is two calls: its options (with a fresh single-use challenge the server keeps),
// then the browser's answer (navigator.credentials.create/get, as JSON with base64url byte strings), which the
// server verifies against that challenge, the site's origin and its relying-party id.

/** Bytes as base64url text (no padding), as WebAuthn's JSON forms carry them. */
const Base64Url = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '^[A-Za-z0-9_-]+$' });
/** A credential id: at most 1023 bytes. */
const CredentialId = Base64Url(1400);
/** The client's data, the attestation object, the authenticator data or a signature (a few kB at most). */
const CeremonyBytes = Base64Url(16_384);
const Transport = Type.String({ minLength: 1, maxLength: 32, pattern: '^[a-z-]+$' });
/** What the browser's extensions answered (credProps, …): kept as the browser sent it, never read into the database. */
const ExtensionResults = Type.Object({}, { additionalProperties: true, maxProperties: 16 });
const Attachment = Type.Optional(Type.Union([Type.Literal('platform'), Type.Literal('cross-platform')]));

/** A new credential as the browser answers `navigator.credentials.create` (RegistrationResponseJSON). */
export const PasskeyRegistration = Type.Object({
  id: CredentialId,
  rawId: CredentialId,
  type: Type.Literal('public-key'),
  response: Type.Object({
    clientDataJSON: CeremonyBytes,
    attestationObject: CeremonyBytes,
    authenticatorData: Type.Optional(CeremonyBytes),
    publicKey: Type.Optional(CeremonyBytes),
    publicKeyAlgorithm: Type.Optional(Type.Integer({ minimum: -65536, maximum: 65536 })),
    transports: Type.Optional(Type.Array(Transport, { maxItems: 8 })),
  }),
  authenticatorAttachment: Attachment,
  clientExtensionResults: ExtensionResults,
});

export type PasskeyRegistrationJSON = Static<typeof PasskeyRegistration>;

/** An assertion as the browser answers `navigator.credentials.get` (AuthenticationResponseJSON). */
export const PasskeyAssertion = Type.Object({
  id: CredentialId,
  rawId: CredentialId,
  type: Type.Literal('public-key'),
  response: Type.Object({
    clientDataJSON: CeremonyBytes,
    authenticatorData: CeremonyBytes,
    signature: CeremonyBytes,
    userHandle: Type.Optional(Base64Url(128)),
  }),
  authenticatorAttachment: Attachment,
  clientExtensionResults: ExtensionResults,
});

const CredentialDescriptor = Type.Object({
  id: Type.String(),
  type: Type.Literal('public-key'),
  transports: Type.Optional(Type.Array(Type.String())),
});
const Extensions = Type.Optional(Type.Object({}, { additionalProperties: true }));

/** What `navigator.credentials.create` is called with (PublicKeyCredentialCreationOptionsJSON). */
export const PasskeyCreationOptions = Type.Object({
  rp: Type.Object({ name: Type.String(), id: Type.Optional(Type.String()) }),
  user: Type.Object({ id: Type.String(), name: Type.String(), displayName: Type.String() }),
  challenge: Type.String(),
  pubKeyCredParams: Type.Array(Type.Object({ alg: Type.Integer(), type: Type.Literal('public-key') })),
  timeout: Type.Optional(Type.Integer()),
  excludeCredentials: Type.Optional(Type.Array(CredentialDescriptor)),
  authenticatorSelection: Type.Optional(
    Type.Object({
      authenticatorAttachment: Type.Optional(Type.String()),
      requireResidentKey: Type.Optional(Type.Boolean()),
      residentKey: Type.Optional(Type.String()),
      userVerification: Type.Optional(Type.String()),
    }),
  ),
  hints: Type.Optional(Type.Array(Type.String())),
  attestation: Type.Optional(Type.String()),
  extensions: Extensions,
});

/** What `navigator.credentials.get` is called with (PublicKeyCredentialRequestOptionsJSON). */
export const PasskeyRequestOptions = Type.Object({
  challenge: Type.String(),
  timeout: Type.Optional(Type.Integer()),
  rpId: Type.Optional(Type.String()),
  allowCredentials: Type.Optional(Type.Array(CredentialDescriptor)),
  userVerification: Type.Optional(Type.String()),
  hints: Type.Optional(Type.Array(Type.String())),
  extensions: Extensions,
});

/** A passkey of the signed-in account, as the profile lists it (never its key or counter). */
export const Passkey = Type.Object({
  id: Id,
  name: Type.String(),
  created_at: Type.String({ description: 'ISO 8601 (UTC)' }),
  last_used_at: Type.Union([Type.String({ description: 'ISO 8601 (UTC)' }), Type.Null()]),
});
export type Passkey = Static<typeof Passkey>;

export const PasskeyName = Text({ minLength: 1, maxLength: PASSKEY_NAME_MAX_LENGTH });

export const passkeyRoutes = {
  passkeySignInOptions: defineRoute({
    ...endpoints.passkeySignInOptions,
    summary: 'Start a sign-in with a passkey: the options for navigator.credentials.get (any passkey of the site)',
    data: PasskeyRequestOptions,
  }),
  passkeySignIn: defineRoute({
    ...endpoints.passkeySignIn,
    summary:
      "Sign in with a passkey: the browser's assertion, checked against its challenge (once), the site's origin and the stored key and counter",
    body: Type.Object({ response: PasskeyAssertion, remember: Type.Optional(Type.Boolean()) }),
    data: User,
  }),
  passkeySignUpOptions: defineRoute({
    ...endpoints.passkeySignUpOptions,
    summary:
      'Start a sign-up with a passkey: the options for navigator.credentials.create for a new account with this e-mail (409 when it has one)',
    body: Type.Object({ email: Email }),
    data: PasskeyCreationOptions,
  }),
  passkeySignUp: defineRoute({
    ...endpoints.passkeySignUp,
    summary:
      'Create an account with a passkey and sign in (a verification e-mail is sent; the address can set a password later through forgot password)',
    body: Type.Object({ response: PasskeyRegistration, name: Type.Optional(PasskeyName) }),
    data: User,
  }),
  getPasskeys: defineRoute({
    ...endpoints.getPasskeys,
    summary:
      "The signed-in account's passkeys; has_other_sign_in: whether it also signs in with a password or a social account (its last passkey can then be removed)",
    auth: true,
    data: Type.Array(Passkey),
    result: Type.Object({ has_other_sign_in: Type.Boolean() }),
  }),
  addPasskeyOptions: defineRoute({
    ...endpoints.addPasskeyOptions,
    summary: 'Start adding a passkey to the signed-in account: the options for navigator.credentials.create',
    auth: true,
    data: PasskeyCreationOptions,
  }),
  addPasskey: defineRoute({
    ...endpoints.addPasskey,
    summary: "Add a passkey to the signed-in account: the browser's new credential, checked against its challenge",
    auth: true,
    body: Type.Object({ response: PasskeyRegistration, name: PasskeyName }),
    data: Passkey,
  }),
  removePasskey: defineRoute({
    ...endpoints.removePasskey,
    summary:
      "Remove a passkey of the signed-in account (404 for another's; 409 for the last way to sign in of an account without a password or social account)",
    auth: true,
    params: Type.Object({ id: Id }),
  }),
};
