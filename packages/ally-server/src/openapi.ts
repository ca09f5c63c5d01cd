import { type Contract, type Endpoint, PERMISSIONS } from '@ally/sdk'
import * as z from 'zod/mini'
import { type ContractRoute, contractRoutes, toOpenApiPath } from './contract-routes'

type JsonSchema = Record<string, unknown>

function jsonSchema(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' })
  return rest
}

const failure: JsonSchema = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['path', 'message'],
        properties: { path: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
}

const FAILURES: Record<string, string> = {
  '400': 'The request is invalid; `errors` names each field',
  '401': 'No token, or an expired one',
  '403': 'A missing or unknown access key, or not allowed',
  '404': 'Not found, or not yours',
  '409': 'Conflicts with what exists',
  '429': 'Too many requests; try again later',
}

/**
 * Every call takes the access key; a session's calls the bearer token too, and the operator's
 * the operator key in its place (docs/website.md#the-operator-key).
 */
function securityOf(endpoint: Endpoint): Record<string, string[]>[] {
  if (endpoint.auth === 'none') return [{ accessKey: [] }]
  const token = endpoint.realm === 'operator' ? 'operatorKey' : 'bearer'
  return endpoint.auth === 'required'
    ? [{ accessKey: [], [token]: [] }]
    : [{ accessKey: [], [token]: [] }, { accessKey: [] }]
}

/**
 * Which record's id a path param takes, as the endpoint's summary says it ("`id` is the RFQ's
 * id…", required of every summary by the SDK's contract tests): `id` alone cannot tell an RFQ's
 * from its round's.
 */
export function pathParamDescription(summary: string, name: string): string {
  const said = new RegExp(`\`${name}\` is (the [^;]+)`).exec(summary)?.[1]
  return said ? `${said[0]?.toUpperCase()}${said.slice(1)}` : `The ${name}`
}

function operation(route: ContractRoute): JsonSchema {
  const { endpoint } = route
  const parameters: JsonSchema[] = route.params.map((name) => ({
    name,
    in: 'path',
    required: true,
    description: pathParamDescription(endpoint.summary, name),
    schema: { type: 'string' },
  }))
  if (endpoint.query) {
    const query = jsonSchema(endpoint.query, 'input') as {
      properties?: Record<string, JsonSchema>
      required?: string[]
    }
    for (const [name, schema] of Object.entries(query.properties ?? {})) {
      parameters.push({
        name,
        in: 'query',
        required: query.required?.includes(name) ?? false,
        schema,
      })
    }
  }

  let requestBody: JsonSchema | undefined
  if (endpoint.upload) {
    requestBody = {
      required: true,
      content: { '*/*': { schema: { type: 'string', format: 'binary' } } },
    }
  } else if (endpoint.body) {
    requestBody = {
      required: true,
      content: { 'application/json': { schema: jsonSchema(endpoint.body, 'input') } },
    }
  }

  const envelope = {
    type: 'object',
    required: ['message', 'data'],
    properties: { message: { type: 'string' }, data: jsonSchema(endpoint.response, 'output') },
  }
  const failureRef = {
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
  }

  return {
    operationId: route.id,
    summary: endpoint.summary,
    ...(endpoint.permission ? { description: permissionNote(endpoint.permission) } : {}),
    tags: [route.resource],
    security: securityOf(endpoint),
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      '200': {
        description: 'Success',
        content: {
          'application/json': { schema: envelope },
          ...(endpoint.stream ? { 'text/event-stream': eventStreamOf(endpoint.stream) } : {}),
        },
      },
      ...Object.fromEntries(
        Object.entries(FAILURES)
          .filter(([status]) => status !== '401' || endpoint.auth === 'required')
          .map(([status, description]) => [status, { description, ...failureRef }]),
      ),
    },
  }
}

/**
 * A streamed answer (docs/product-rules.md, "Streamed answers"). OpenAPI 3.1 cannot say what each
 * event holds, so the event's schema goes in `x-event-schema` (3.2's `itemSchema` in spirit).
 */
function eventStreamOf(stream: NonNullable<Endpoint['stream']>): JsonSchema {
  return {
    schema: {
      type: 'string',
      description:
        'Asked for with `Accept: text/event-stream`. Unnamed events whose data is JSON of `x-event-schema`, then one last event: `event: done` with the same `{ message, data }` as the JSON answer, or `event: error` with a failure body and its `status`.',
    },
    'x-event-schema': jsonSchema(stream, 'output'),
  }
}

/** Who may make the call (docs/product-rules.md, "Team and roles"); other roles get a 403. */
function permissionNote(permission: keyof typeof PERMISSIONS): string {
  return `Needs the \`${permission}\` permission: ${PERMISSIONS[permission].roles.join(', ')}.`
}

export interface OpenApiInfo {
  title?: string
  version?: string
  description?: string
}

/**
 * The OpenAPI 3.1 document of a contract: one operation per endpoint, the `{ message, data }`
 * envelope around each response, the failure body, and the access-key and bearer schemes.
 */
export function buildOpenApiDocument(contract: Contract, info: OpenApiInfo = {}) {
  const paths: Record<string, Record<string, JsonSchema>> = {}
  for (const route of contractRoutes(contract)) {
    const path = toOpenApiPath(route.endpoint.path)
    paths[path] ??= {}
    paths[path][route.endpoint.method.toLowerCase()] = operation(route)
  }
  return {
    openapi: '3.1.0',
    info: {
      title: info.title ?? 'Ally API',
      version: info.version ?? '1.0.0',
      description:
        info.description ??
        'Procurement for business buyers: vendors, RFQs, quotes, purchase orders, shipments, co-pilot and workflows.',
    },
    paths,
    components: {
      schemas: { Failure: failure },
      securitySchemes: {
        accessKey: { type: 'apiKey', in: 'header', name: 'access-key' },
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The session token a log-in answers',
        },
        operatorKey: {
          type: 'http',
          scheme: 'bearer',
          description:
            "The operator key (ALLY_OPERATOR_KEY) as the bearer token: the website's deal editing only",
        },
      },
    },
  }
}
