import { createHash } from 'node:crypto';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  apiDescriptionPaths,
  fileBytes,
  isApiPath,
  isSignedApiPath,
  CHECKIN_TOKEN_HEADER,
  MEMBER_TOKEN_HEADER,
  memberPaths,
  NONCE_HEADER,
  ResultCode,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
} from '@can/contracts';
import { STAFF_COOKIE } from '@can/contracts/admin-paths';
import { checkinPaths } from '@can/contracts/checkin-paths';
import { navMenu } from '@can/contracts/cms';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import * as z from 'zod/mini';
import { $ZodType, registry, toJSONSchema } from 'zod/v4/core';

/** Member calls that need the `authenticated_token` of a signed-in member (code 401 without). */
export const MEMBER_CALLS: readonly string[] = Object.values(memberPaths).filter(
  (path) => path !== memberPaths.login && path !== memberPaths.logout,
);
/** Check-in calls that need the `checkin_token` of a passenger's session (code 402 without). */
export const CHECKIN_CALLS: readonly string[] = Object.values(checkinPaths).filter(
  (path) => path !== checkinPaths.sendSms && path !== checkinPaths.auth,
);

/** Routes that are not calls of the API: the site's pages and the reference page's own files. */
const isDescribed = (url: string) =>
  url !== '/' && url !== '/*' && !url.startsWith(apiDescriptionPaths.reference);

type JsonSchema = Record<string, unknown>;

/** The description itself, as GET /byairport-cms/openapi.json answers it. */
const openapiDocument = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.looseObject({}))),
});

/** Where recursive parts of schemas (a menu's children) are kept: the document's components. */
type Components = Record<string, JsonSchema>;

/** Names of the recursive schemas, as the description's components show them. */
const named = registry<{ id: string }>();
named.add(navMenu, { id: 'NavMenu' });

const nameOf = (json: JsonSchema) =>
  `Recursive_${createHash('sha256').update(JSON.stringify(json)).digest('hex').slice(0, 10)}`;

/**
 * The wire form a contract accepts (its input), as JSON Schema 2020-12 inside OpenAPI 3.1. A
 * recursive schema's `$defs` (and a root that refers to itself) move to the document's
 * components, since a `#/$defs/...` reference inside an operation would point at the document.
 */
function jsonSchemaOf(schema: unknown, components: Components): JsonSchema {
  if (!(schema instanceof $ZodType)) return (schema ?? {}) as JsonSchema;
  const {
    $schema: _,
    $defs,
    ...json
  } = toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
    reused: 'inline',
    metadata: named,
    // A file's bytes (a picture, a page): a string of any content in OpenAPI 3.1.
    override: ({ zodSchema, jsonSchema }) => {
      if (zodSchema === fileBytes) Object.assign(jsonSchema, { type: 'string' });
    },
  }) as JsonSchema & { $defs?: Components };
  if (!$defs && !JSON.stringify(json).includes('"$ref":"#"')) return json;
  const names = new Map(
    Object.entries($defs ?? {}).map(([key, def]) => [
      key,
      key.startsWith('__schema') ? nameOf(def) : key,
    ]),
  );
  const rootName = nameOf(json);
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => {
        if (key !== '$ref' || typeof child !== 'string') return [key, rewrite(child)];
        if (child === '#') return [key, `#/components/schemas/${rootName}`];
        const def = names.get(child.replace('#/$defs/', ''));
        return [key, def ? `#/components/schemas/${def}` : child];
      }),
    );
  };
  for (const [key, def] of Object.entries($defs ?? {})) {
    components[names.get(key)!] = rewrite(def) as JsonSchema;
  }
  const root = rewrite(json) as JsonSchema;
  if (!JSON.stringify(json).includes('"$ref":"#"')) return root;
  components[rootName] = root;
  return { $ref: `#/components/schemas/${rootName}` };
}

type ResponseEntry = { description?: string; content?: Record<string, { schema: unknown }> };

function responsesOf(response: Record<string, unknown>, components: Components) {
  return Object.fromEntries(
    Object.entries(response).map(([status, entry]) => {
      const withContent = entry as ResponseEntry;
      if (withContent.content && !(entry instanceof $ZodType)) {
        const content = Object.fromEntries(
          Object.entries(withContent.content).map(([type, { schema }]) => [
            type,
            { schema: jsonSchemaOf(schema, components) },
          ]),
        );
        return [status, { description: withContent.description ?? 'Answer', content }];
      }
      const description = status === '200' ? 'The envelope: data, or a refusal.' : 'Answer';
      return [status, { description, ...jsonSchemaOf(entry, components) }];
    }),
  );
}

type Roles = readonly string[] | 'anyStaff' | 'public' | undefined;

/** Who may call a route and what it may refuse with: said on each operation. */
function accessOf(url: string, method: string, roles: Roles) {
  const security: Record<string, string[]> = {};
  const codes = new Set<number>([ResultCode.unexpected]);
  const said: string[] = [];
  if (isSignedApiPath(url, method)) {
    security.signature = [];
    codes.add(ResultCode.forbidden);
    said.push('Signed (headers `signature`, `timestamp`, `nonce`).');
  } else if (url.startsWith('/byairport-')) {
    said.push('Unsigned: a public read a shared cache may keep.');
  }
  if (MEMBER_CALLS.includes(url)) {
    security.memberToken = [];
    codes.add(ResultCode.memberSession);
    said.push('Needs a signed-in member (`authenticated_token`).');
  }
  if (CHECKIN_CALLS.includes(url)) {
    security.checkinSession = [];
    codes.add(ResultCode.checkinSession);
    said.push('Needs a check-in session (`checkin_token`).');
  }
  if (url.startsWith('/byairport-cms/admin/') && roles !== 'public') {
    security.staffSession = [];
    codes.add(ResultCode.memberSession).add(ResultCode.forbidden);
    const who = roles === 'anyStaff' ? 'any staff member' : ['admin', ...(roles ?? [])].join(', ');
    said.push(`Back office: ${who}.`);
  }
  return { security, codes, said };
}

/** Operations grouped by area: `flight`, `checkin`, `admin/staff`…; health, files and manifests as `site`. */
function tagOf(url: string): string {
  const [, area, section] = url.split('/').filter(Boolean);
  if (!isApiPath(url) || !area) return 'site';
  if (!section) return 'API description';
  return area === 'admin' ? `admin/${section}` : area;
}

function describe(route: RouteOptions, schema: FastifySchema, components: Components): JsonSchema {
  const method = [route.method].flat()[0] ?? 'GET';
  const roles = (route.config as { roles?: Roles } | undefined)?.roles;
  const { security, codes, said } = accessOf(route.url, method, roles);
  if (schema.body || schema.querystring) codes.add(ResultCode.invalidInput);
  const tag = tagOf(route.url);
  const refusals = [...codes].sort((a, b) => a - b).join(', ');
  const converted: JsonSchema = {
    tags: [tag],
    description: [...said, `Refusals (envelope code): ${refusals}.`].join(' '),
    security: Object.keys(security).length ? [security] : [],
  };
  if (schema.body) converted.body = jsonSchemaOf(schema.body, components);
  if (schema.querystring) converted.querystring = jsonSchemaOf(schema.querystring, components);
  if (schema.params) converted.params = jsonSchemaOf(schema.params, components);
  if (schema.response)
    converted.response = responsesOf(schema.response as Record<string, unknown>, components);
  return converted;
}

/**
 * The whole API described by OpenAPI 3.1 (issue 21), generated from the routes' contracts:
 * `GET /byairport-cms/openapi.json`, and a readable reference at `/byairport-cms/docs`
 * (Swagger UI, under the site's strict CSP: its page loads its scripts and styles as files).
 * Registered before the modules, so it sees every route as it is added.
 */
export const apiDescription = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Guangzhou Baiyun International Airport (CAN) API',
          version: '1.0.0',
          description:
            'Flights, guides, member and check-in calls of the airport website. Every answer ' +
            'is HTTP 200 with an envelope `{ code, msg, data }`: code 200 is success, any other ' +
            'code a refusal with its message in the language of the `locale` header.',
        },
        components: {
          securitySchemes: {
            signature: {
              type: 'apiKey',
              in: 'header',
              name: SIGNATURE_HEADER,
              description: `RSA-SHA256 signature (base64) of the canonical text of the call, with the \`${TIMESTAMP_HEADER}\` (ms) and \`${NONCE_HEADER}\` (UUID) headers; the key is in GET /byairport-cms/config/client.`,
            },
            memberToken: { type: 'apiKey', in: 'header', name: MEMBER_TOKEN_HEADER },
            checkinSession: { type: 'apiKey', in: 'header', name: CHECKIN_TOKEN_HEADER },
            staffSession: { type: 'apiKey', in: 'cookie', name: STAFF_COOKIE },
          },
        },
      },
      transform: (document) => {
        const { schema, url, route } = document;
        if (!isDescribed(url) || !schema || !('openapiObject' in document))
          return { schema: { ...schema, hide: true }, url };
        const openapi = document.openapiObject as { components?: { schemas?: Components } };
        const components = ((openapi.components ??= {}).schemas ??= {});
        return { schema: describe(route, schema, components) as FastifySchema, url };
      },
    });

    app.get(
      apiDescriptionPaths.openapi,
      { schema: { response: { 200: openapiDocument } } },
      async (_request, reply) =>
        reply.header('cache-control', 'public, max-age=300').send(app.swagger()),
    );
    await app.register(swaggerUi, {
      routePrefix: apiDescriptionPaths.reference,
      // The page reads the same description; no "try it out" (calls must be signed). The base
      // layout has no top bar: the bar's logo carries an inline <style> the policy refuses.
      uiConfig: {
        supportedSubmitMethods: [],
        deepLinking: true,
        filter: true,
        layout: 'BaseLayout',
      },
      theme: { title: 'CAN airport API' },
    });
  },
  { name: 'api-description' },
);
