import type { FastifySchemaCompiler, RouteOptions } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as core from 'zod/v4/core';
import type { $ZodType } from 'zod/v4/core';

export const UNKNOWN_FIELD_MESSAGE = 'Este campo no está permitido';

const strictCache = new WeakMap<$ZodType, $ZodType>();

/**
 * The schema with every object in it refusing the keys it does not name (as `z.strictObject`), however deep:
 * through optional, nullable, default, arrays, records, unions and the input side of pipes. An object that
 * says what to do with other keys (`z.looseObject`, `.catchall()`) keeps its rule.
 */
export function strictSchema(schema: $ZodType): $ZodType {
  const cached = strictCache.get(schema);
  if (cached) return cached;
  const strict = rebuild(schema);
  strictCache.set(schema, strict);
  return strict;
}

type Wrapper = core.$ZodOptional | core.$ZodNullable | core.$ZodDefault | core.$ZodPrefault | core.$ZodNonOptional | core.$ZodReadonly | core.$ZodCatch;
const wrappers = [core.$ZodOptional, core.$ZodNullable, core.$ZodDefault, core.$ZodPrefault, core.$ZodNonOptional, core.$ZodReadonly, core.$ZodCatch];
const isWrapper = (schema: $ZodType): schema is Wrapper => wrappers.some((kind) => schema instanceof kind);

function rebuild(schema: $ZodType): $ZodType {
  if (schema instanceof core.$ZodObject) {
    const def = schema._zod.def;
    const shape = Object.fromEntries(Object.entries(def.shape).map(([key, value]) => [key, strictSchema(value)]));
    return core.clone(schema, { ...def, shape, catchall: def.catchall ?? z.never() });
  }
  if (isWrapper(schema)) {
    const def: Wrapper['_zod']['def'] = schema._zod.def;
    return core.clone<Wrapper>(schema, { ...def, innerType: strictSchema(def.innerType) });
  }
  if (schema instanceof core.$ZodArray) return core.clone(schema, { ...schema._zod.def, element: strictSchema(schema._zod.def.element) });
  if (schema instanceof core.$ZodRecord) return core.clone(schema, { ...schema._zod.def, valueType: strictSchema(schema._zod.def.valueType) });
  if (schema instanceof core.$ZodUnion) return core.clone(schema, { ...schema._zod.def, options: schema._zod.def.options.map(strictSchema) });
  if (schema instanceof core.$ZodPipe) {
    // What the client sent is the pipe's input; its output side sees values a transform built, except after a
    // preprocess (a transform first), where the output side is the schema of what was sent.
    const def = schema._zod.def;
    return def.in instanceof core.$ZodTransform ? core.clone(schema, { ...def, out: strictSchema(def.out) }) : core.clone(schema, { ...def, in: strictSchema(def.in) });
  }
  return schema;
}

/** The zod validator, with request bodies strict: an unknown field is a 400 naming it, never silently dropped. */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> = (route) =>
  zodValidatorCompiler(route.httpPart === 'body' ? { ...route, schema: strictSchema(route.schema) } : route);

const noBody = z.union([z.strictObject({}), z.null()]).optional();
const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * `onRoute` hook: a write route that declares no body takes none, so any field sent to it is an unknown field
 * (400 naming it). Uploads say what they take with `consumes`; routes without a schema (proxies) are left alone.
 */
export function refuseBodiesWhereNoneIsDeclared(route: RouteOptions): void {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const { schema } = route;
  if (!schema || schema.body || 'consumes' in schema || !methods.some((method) => writeMethods.has(method))) return;
  route.schema = { ...schema, body: noBody };
}
