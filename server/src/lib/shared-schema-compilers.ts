import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
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
 */
export const sharedSchemaCompilers: CompilersFactory = {
  buildValidator: AjvCompiler(),
  buildSerializer: cachedSerializers(SerializerSelector()),
};

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
