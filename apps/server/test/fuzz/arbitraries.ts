import fc from 'fast-check';
import { $ZodType, toJSONSchema } from 'zod/v4/core';

/** The part of JSON Schema 2020-12 that zod 4 writes for our input contracts. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
}

/**
 * An input contract as JSON Schema: `input` is what the client may send (before a pipe's later
 * checks), `output` what it holds once parsed (a pipe's final checks: `day` in -1..1, a page
 * number of at least 1), which is valid input too where no transform changes its kind.
 */
export function schemaOf(contract: unknown, io: 'input' | 'output'): JsonSchema | undefined {
  if (!(contract instanceof $ZodType)) return undefined;
  return toJSONSchema(contract, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    cycles: 'ref',
  }) as JsonSchema;
}

/** Values of any shape, the odd ones included: what a hostile client sends where a field goes. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1e308, -0, '', ' ', '0', 'null', '[]', '{}'),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constant('𠀋'.repeat(300)),
  fc.constant('x'.repeat(5_000)),
  fc.constantFrom('<script>alert(1)</script>', "' OR 1=1 --", '../../etc/passwd', '\u0000', '%00'),
  fc.integer(),
  fc.double(),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
);

const stringFor = (schema: JsonSchema): fc.Arbitrary<string> => {
  if (schema.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter(
          (s) => s.length <= (schema.maxLength ?? 200) && s.length >= (schema.minLength ?? 0),
        );
    } catch {
      // A pattern fast-check cannot generate from: plain strings below.
    }
  }
  if (schema.format === 'date-time')
    return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'date')
    return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (schema.format === 'email') return fc.emailAddress();
  return fc.string({
    minLength: schema.minLength ?? 0,
    maxLength: Math.min(schema.maxLength ?? 40, 200),
    unit: fc.constantFrom('a', 'Z', '0', '9', ' ', '-', '北', '京', 'é', '한'),
  });
};

const numberFor = (schema: JsonSchema, integer: boolean): fc.Arbitrary<number> => {
  const min = schema.minimum ?? (schema.exclusiveMinimum ?? -1_000_000) + (integer ? 1 : 0);
  const max = schema.maximum ?? (schema.exclusiveMaximum ?? 1_000_000) - (integer ? 1 : 0);
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
};

/** Values that satisfy the schema (as far as fast-check can tell), to reach the rules past it. */
export function validValue(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(undefined);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) return fc.oneof(...branches.map((b) => validValue(b, depth + 1)));
  if (schema.allOf?.length) return validValue(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return numberFor(schema, true);
    case 'number':
      return numberFor(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue(schema.items, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 8),
      });
    case 'object': {
      const required = new Set(schema.required ?? []);
      const entries = Object.entries(schema.properties ?? {});
      if (!entries.length) return fc.constant({});
      const record = Object.fromEntries(
        entries.map(([key, child]) => [key, validValue(child, depth + 1)]),
      );
      return fc.record(record, {
        requiredKeys: entries.map(([key]) => key).filter((key) => required.has(key)),
      });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * A valid value with one thing broken: a required field dropped, a field of the wrong kind, a
 * field the contract does not know, or the whole input replaced by something else.
 */
export function mutatedValue(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema?.properties ?? {});
  const valid = validValue(schema);
  const asObject = valid.map((v) => (v && typeof v === 'object' && !Array.isArray(v) ? v : {}));
  const mutations: fc.Arbitrary<unknown>[] = [
    wrongValue,
    fc.tuple(asObject, fc.string({ maxLength: 12 }), wrongValue).map(([v, key, bad]) => ({
      ...(v as object),
      [key]: bad,
    })),
    asObject.map((v) =>
      JSON.parse(`{"__proto__":{"polluted":1},"constructor":{}, "x": ${JSON.stringify(v)}}`),
    ),
  ];
  if (keys.length) {
    mutations.push(
      fc.tuple(asObject, fc.constantFrom(...keys), wrongValue).map(([v, key, bad]) => ({
        ...(v as object),
        [key]: bad,
      })),
      fc.tuple(asObject, fc.constantFrom(...keys)).map(([v, key]) => {
        const copy = { ...(v as Record<string, unknown>) };
        delete copy[key];
        return copy;
      }),
    );
  }
  return fc.oneof(...mutations);
}
