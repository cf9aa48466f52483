import Ajv, { type ErrorObject, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { NO_NUL_PATTERN, type Language } from 'contract';
import { t, type MessageKey } from '../i18n';

const common: Options = {
  removeAdditional: true,
  useDefaults: true,
  allErrors: false, // stop at the first error: cheap, and one clear message is what the caller sees
  verbose: true, // keep the failing schema on errors (to list the allowed values of a union)
  strict: false,
};

function makeAjv(options: Options): Ajv {
  const ajv = new Ajv({ ...common, ...options });
  addFormats(ajv);
  return ajv;
}

/**
 * Path and query values arrive as strings: they are coerced to the schema's types ("12" → 12).
 * JSON bodies are not coerced: a wrong type in a body is an error, not a guess.
 */
export function validatorCompiler(): FastifySchemaCompiler<unknown> {
  const coercing = makeAjv({ coerceTypes: 'array' });
  const strict = makeAjv({ coerceTypes: false });
  return ({ schema, httpPart }) => (httpPart === 'body' ? strict : coercing).compile(schema as object);
}

function fieldName(path: string, context: string | undefined, lang: Language): string {
  const parts = path
    .split('/')
    .filter(Boolean)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (parts.length === 0) return context === 'body' || !context ? t(lang, 'v_body') : context;
  return parts.map((p, i) => (/^\d+$/.test(p) ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');
}

/** One clear, localized sentence for the first validation error, naming the field. */
export function validationMessage(errors: ErrorObject[], context: string | undefined, lang: Language): string {
  // a union (e.g. a language) fails as anyOf after its branches: report the union with its allowed values
  const union = errors.find((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf');
  const error = union ?? errors[0];
  if (!error) return t(lang, 'bad_request');
  const field = fieldName(error.instancePath, context, lang);
  const p = error.params as Record<string, unknown>;
  let key: MessageKey;
  const params: Record<string, string | number> = { field };
  switch (error.keyword) {
    case 'required':
      key = 'v_required';
      params.field = fieldName(`${error.instancePath}/${String(p.missingProperty)}`, context, lang);
      break;
    case 'type': {
      key = 'v_type';
      const type = String(p.type).split(',')[0];
      const typeKey = `type_${type}` as MessageKey;
      params.type = ['integer', 'number', 'string', 'boolean', 'object', 'array', 'null'].includes(type)
        ? t(lang, typeKey)
        : type;
      break;
    }
    case 'minLength':
    case 'minItems':
      key = 'v_min_length';
      params.limit = Number(p.limit);
      break;
    case 'maxLength':
    case 'maxItems':
      key = 'v_max_length';
      params.limit = Number(p.limit);
      break;
    case 'minimum':
    case 'exclusiveMinimum':
      key = 'v_minimum';
      params.limit = Number(p.limit);
      break;
    case 'maximum':
    case 'exclusiveMaximum':
      key = 'v_maximum';
      params.limit = Number(p.limit);
      break;
    case 'format':
      key = p.format === 'email' ? 'v_format_email' : 'v_format';
      break;
    case 'pattern':
      // free text refuses only NUL (PostgreSQL's text cannot hold it); other patterns spell out a format
      key = p.pattern === NO_NUL_PATTERN ? 'v_no_nul' : 'v_format';
      break;
    case 'const':
    case 'enum': {
      key = 'v_one_of';
      const allowed = error.keyword === 'const' ? [p.allowedValue] : (p.allowedValues as unknown[]);
      params.allowed = allowed.map((v) => JSON.stringify(v)).join(', ');
      break;
    }
    case 'anyOf':
    case 'oneOf': {
      const branches = Array.isArray(error.schema) ? (error.schema as Array<Record<string, unknown>>) : [];
      const consts = branches.filter((b) => 'const' in b).map((b) => JSON.stringify(b.const));
      if (consts.length > 0 && consts.length === branches.length) {
        key = 'v_one_of';
        params.allowed = consts.join(', ');
      } else key = 'v_invalid';
      break;
    }
    case 'additionalProperties':
      key = 'v_additional';
      params.field = fieldName(`${error.instancePath}/${String(p.additionalProperty)}`, context, lang);
      break;
    default:
      key = 'v_invalid';
  }
  return t(lang, key, params);
}
