import type * as z from 'zod/mini'
import type { Permission } from '../rules/roles'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * Whether the bearer token travels with a call:
 * `required` — the server answers 401 without one; `optional` — sent when logged in;
 * `none` — never sent (password reset, tokenised links, dev tools).
 */
export type EndpointAuth = 'required' | 'optional' | 'none'

/**
 * Whose call it is: a business user's (`ally-user` session), a vendor's, or the operator's (the
 * team running the server, with the operator key as its bearer token; no session).
 */
export type EndpointRealm = 'buyer' | 'vendor' | 'operator'

/** The realms that log in and keep a session. */
export type SessionRealm = Exclude<EndpointRealm, 'operator'>

/** A JSON object schema (query strings and bodies are objects). */
export type ObjectSchema = z.ZodMiniObject<z.core.$ZodLooseShape, z.core.$strip>

export interface EndpointConfig {
  readonly method: HttpMethod
  /** Fastify-style path: `/api/v1/ldb/po/update/:id`; `:name` segments are the path params. */
  readonly path: string
  /** One line for the OpenAPI document and the JSDoc of the client. */
  readonly summary: string
  readonly query?: ObjectSchema
  readonly body?: z.ZodMiniType
  /** The request body is a raw file (a Blob or bytes), not JSON; the file name goes in the query. */
  readonly upload?: true
  /** Schema of the envelope's `data`; the `{ message, data }` envelope is implied. */
  readonly response: z.ZodMiniType
  readonly auth?: EndpointAuth
  readonly realm?: EndpointRealm
  /**
   * What a business user needs to make this call (docs/product-rules.md, "Team and roles"): every
   * buyer write declares one; the server answers 403 to roles without it.
   */
  readonly permission?: Permission
  /**
   * The endpoint can also answer as it goes: a call with `Accept: text/event-stream` receives
   * events of this schema, then the answer itself (`@ally/sdk/stream`; docs/product-rules.md,
   * "Streamed answers").
   */
  readonly stream?: z.ZodMiniType
}

/** A declared endpoint: its config with `auth` and `realm` defaulted. */
export type Endpoint<C extends EndpointConfig = EndpointConfig> = Omit<C, 'auth' | 'realm'> & {
  readonly auth: EndpointConfig extends C
    ? EndpointAuth
    : C extends { auth: infer A extends EndpointAuth }
      ? A
      : 'required'
  readonly realm: EndpointConfig extends C
    ? EndpointRealm
    : C extends { realm: infer R extends EndpointRealm }
      ? R
      : 'buyer'
}

/** A named group of endpoints, e.g. everything about vendors. */
export type EndpointGroup = { readonly [name: string]: Endpoint }
/** The whole API: resource name → endpoints. */
export type Contract = { readonly [resource: string]: EndpointGroup }

/**
 * Declares one endpoint. The SDK's client, the server's routes and the OpenAPI document are all
 * derived from this one object, so a path or a field cannot drift between them.
 *
 * @example
 * export const getVendor = defineEndpoint({
 *   method: 'GET', path: '/api/v1/ldb/vendor/single', summary: 'Read one vendor',
 *   query: z.object({ vendorId: Id }), response: VendorDetail,
 * })
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineEndpoint<const C extends EndpointConfig>(config: C): Endpoint<C> {
  return { auth: 'required', realm: 'buyer', ...config } as unknown as Endpoint<C>
}

type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never

/** `{ id: string }` for `/po/update/:id`; `never` when the path has no params. */
export type PathParams<P extends string> = [PathParamNames<P>] extends [never]
  ? never
  : { [K in PathParamNames<P>]: string }

type Simplify<T> = { [K in keyof T]: T[K] } & {}

type ParamsPart<E extends EndpointConfig> = [PathParams<E['path']>] extends [never]
  ? unknown
  : { params: PathParams<E['path']> }

type QueryPart<E extends EndpointConfig> = E['query'] extends z.ZodMiniType
  ? Record<string, never> extends z.input<E['query']>
    ? { query?: z.input<E['query']> }
    : { query: z.input<E['query']> }
  : unknown

/** What an upload endpoint accepts as its body. */
export type UploadBody = Blob | ArrayBuffer | Uint8Array

type BodyPart<E extends EndpointConfig> = E['upload'] extends true
  ? { body: UploadBody }
  : E['body'] extends z.ZodMiniType
    ? { body: z.input<E['body']> }
    : unknown

/** What a call of endpoint E takes: `{ params?, query?, body? }`, each only where E declares it. */
export type EndpointInput<E extends EndpointConfig> = Simplify<
  ParamsPart<E> & QueryPart<E> & BodyPart<E>
>

/** The `data` of a successful response of E, after validation. */
export type EndpointData<E extends EndpointConfig> = z.output<E['response']>

/** The success envelope every endpoint answers with. */
export interface Envelope<T> {
  message: string
  data: T
}

/** What a streamed call of E receives before its answer; `never` for an endpoint that does not stream. */
export type EndpointEvent<E extends EndpointConfig> = E['stream'] extends z.ZodMiniType
  ? z.output<E['stream']>
  : never

/** The failure body every endpoint answers with (docs/product-rules.md#api-conventions). */
export interface FailureBody {
  message: string
  errors?: { path: string; message: string }[]
}
