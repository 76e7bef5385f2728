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

export const NUL_MESSAGE = 'Contiene caracteres no permitidos';

/** Paths of the strings holding a NUL character, which no Postgres text can store. */
function nulPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return value.includes('\u0000') ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => nulPaths(item, [...path, index]));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => nulPaths(inner, [...path, key]));
}

const withoutNul = z.unknown().superRefine((value, ctx) => {
  for (const path of nulPaths(value)) ctx.addIssue({ code: 'custom', path, message: NUL_MESSAGE });
});

const guardedCache = new WeakMap<$ZodType, $ZodType>();
function guarded(schema: $ZodType, strict: boolean): $ZodType {
  const key = strict ? strictSchema(schema) : schema;
  const cached = guardedCache.get(key);
  if (cached) return cached;
  const built = withoutNul.pipe(key as z.ZodType);
  guardedCache.set(key, built);
  return built;
}

/**
 * The zod validator, with request bodies strict (an unknown field is a 400 naming it, never silently dropped) and
 * no NUL character in any text the request carries (a 400 naming the field, instead of the database refusing it).
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> = (route) =>
  zodValidatorCompiler({ ...route, schema: guarded(route.schema, route.httpPart === 'body') });

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
