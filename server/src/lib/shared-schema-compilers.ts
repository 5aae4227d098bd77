import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type BuildValidator = NonNullable<CompilersFactory['buildValidator']>;
/** What Fastify calls: Ajv's validate function, `errors` set after a failed call. */
type Validator = ((data: unknown) => boolean | PromiseLike<unknown>) & { errors?: unknown };
type BuildSerializer = NonNullable<CompilersFactory['buildSerializer']>;
type SerializerCompiler = ReturnType<BuildSerializer>;
type Serializer = ReturnType<SerializerCompiler>;

/**
 * Fastify's default compilers, shared by every app this process builds. Fastify makes new ones per app, so
 * each app compiled every route's validators and serializers again: most of the time an app takes to build.
 * The routes' schemas are the contract's module-level objects, the same for every app, and a compiled
 * validator or serializer is a pure function of its schema and options: one per schema serves them all.
 * Ajv caches what it compiled by the schema object once its instance is shared (the pool below); the
 * serializers are kept here, by the options and then by the schema object.
 *
 * Each is compiled when its route first uses it, not when the route is registered: compiling all of them took
 * a third of a cold start (bench/RESULTS.md, issue 33), for routes most processes never see.
 */
export const sharedSchemaCompilers: CompilersFactory = {
  buildValidator: validatorsOnFirstUse(AjvCompiler()),
  buildSerializer: serializersOnFirstUse(cachedSerializers(SerializerSelector())),
};

function validatorsOnFirstUse(build: BuildValidator): BuildValidator {
  const lazy = (externalSchemas: unknown, options: unknown) => {
    const compile = (build as (...args: unknown[]) => (route: unknown) => Validator)(externalSchemas, options);
    return (route: unknown) => {
      let compiled: Validator | undefined;
      // Fastify reads a failed validation's `errors` from the function it was given.
      const validate: Validator = (data) => {
        compiled ??= compile(route);
        const result = compiled(data);
        validate.errors = compiled.errors;
        return result;
      };
      return validate;
    };
  };
  return lazy as unknown as BuildValidator;
}

function serializersOnFirstUse(build: BuildSerializer): BuildSerializer {
  return (externalSchemas, options) => {
    const compile = build(externalSchemas, options);
    return (route) => {
      let compiled: Serializer | undefined;
      return (data) => (compiled ??= compile(route))(data);
    };
  };
}

function cachedSerializers(build: BuildSerializer): BuildSerializer {
  const byOptions = new Map<string, WeakMap<object, Serializer>>();
  return (externalSchemas, options) => {
    const compile = build(externalSchemas, options);
    const key = JSON.stringify([externalSchemas, options]);
    let bySchema = byOptions.get(key);
    if (!bySchema) byOptions.set(key, (bySchema = new WeakMap()));
    const compiled = bySchema;
    return (route) => {
      const schema = route.schema as object;
      let serializer = compiled.get(schema);
      if (!serializer) compiled.set(schema, (serializer = compile(route)));
      return serializer;
    };
  };
}
