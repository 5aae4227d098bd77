import type { FastifySchemaValidationError } from 'fastify';

/** What Fastify's validator reports with `verbose` on: the failing schema's parent, where titles live. */
interface VerboseError extends FastifySchemaValidationError {
  parentSchema?: { title?: unknown; properties?: Record<string, { title?: unknown }> };
}

const WHOLE: Record<string, string> = {
  body: 'The request body',
  querystring: 'The query string',
  params: 'The address',
  headers: 'The request headers',
};

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a JSON object',
};

const FORMAT_WORDS: Record<string, string> = {
  email: 'a valid email address',
  uuid: 'a valid identifier',
  date: 'a date (YYYY-MM-DD)',
};

function titleOf(schema: { title?: unknown } | undefined): string | undefined {
  return typeof schema?.title === 'string' ? schema.title : undefined;
}

/**
 * The name a person knows the failing field by: the `title` the contract gives it (the label of its form
 * field), or the part of the request when the whole of it is wrong. Undefined for an untitled field.
 */
function labelOf(error: VerboseError, context: string): string | undefined {
  if (error.keyword === 'required') {
    const missing = error.params.missingProperty;
    return typeof missing === 'string' ? titleOf(error.parentSchema?.properties?.[missing]) : undefined;
  }
  if (error.instancePath === '') return WHOLE[context] ?? 'The request';
  return titleOf(error.parentSchema);
}

/** The rule a labelled field broke, as a sentence about it. */
function sentenceAbout(label: string, error: VerboseError): string {
  const { params } = error;
  const limit = Number(params.limit);
  switch (error.keyword) {
    case 'required':
      return `${label} is required.`;
    case 'type':
      return `${label} must be ${TYPE_WORDS[String(params.type)] ?? String(params.type)}.`;
    case 'minLength':
      return limit === 1 ? `${label} is required.` : `${label} must be at least ${limit} characters.`;
    case 'maxLength':
      return `${label} must be at most ${limit} characters.`;
    case 'format':
      return `${label} must be ${FORMAT_WORDS[String(params.format)] ?? 'in the expected format'}.`;
    case 'minimum':
      return `${label} must be at least ${limit}.`;
    case 'maximum':
    case 'maxItems':
      return `${label} must be at most ${limit}.`;
    default:
      return `${label} is not valid.`;
  }
}

/** The validator's own wording, tidied: for fields no form shows, which the contract leaves untitled. */
function validatorWording(error: VerboseError, context: string): string {
  const field = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (error.keyword === 'required') {
    const missing = error.params.missingProperty;
    return `${typeof missing === 'string' ? missing : 'A field'} is required.`;
  }
  if (error.keyword === 'additionalProperties') {
    const extra = error.params.additionalProperty;
    return `Unknown field ${typeof extra === 'string' ? extra : ''} in ${field || context}.`.replace('  ', ' ');
  }
  return `${field || context} ${error.message ?? 'is invalid'}.`;
}

/**
 * A schema failure in words. A field the contract labels is named by its label in a sentence a person
 * reads ("Username must be at most 64 characters.", not the validator's "username must NOT have more than
 * 64 characters"). The first failure only: the validator stops there.
 */
export function validationMessage(error: VerboseError, context: string): string {
  const label = error.keyword === 'additionalProperties' ? undefined : labelOf(error, context);
  return label === undefined ? validatorWording(error, context) : sentenceAbout(label, error);
}
