import type postgres from 'postgres'

/**
 * The postgres.js client drizzle is given, with every query sent as a named prepared statement
 * (postgres.js keeps one per query text on each connection). drizzle asks for that only for
 * queries built with `.prepare(name)`; every other query went as an unnamed statement, which
 * PostgreSQL parses and plans again on each execution. For the RFQ list, planning took 0.8–1 ms
 * against 0.3 ms of execution (docs/performance.md, "Lists at 50 connections").
 * A prepared statement is planned once for all executions when a generic plan costs no more, and
 * still per execution when the values matter (a search term). `?prepare=false` in DATABASE_URL
 * (a pooler in transaction mode that cannot keep them) turns it off, as postgres.js's own
 * queries do.
 */
export function preparedByDefault<Client extends postgres.Sql>(client: Client): Client {
  return client.options.prepare === false ? client : prepared(client)
}

function prepared<Client extends postgres.Sql>(client: Client): Client {
  return new Proxy(client, {
    get(target, key, receiver) {
      if (key === 'unsafe') {
        return (query: string, params?: unknown[], options?: postgres.UnsafeQueryOptions) =>
          target.unsafe(query, params as never, { ...options, prepare: true })
      }
      // Transactions and savepoints hand drizzle a client of their own: wrap that one too.
      if (key === 'begin' || key === 'savepoint') {
        const open = Reflect.get(target, key, receiver) as (...args: unknown[]) => unknown
        return (...args: unknown[]) => {
          const last = args.length - 1
          const body = args[last] as (client: postgres.Sql) => unknown
          args[last] = (inner: postgres.Sql) => body(prepared(inner))
          return open.apply(target, args)
        }
      }
      return Reflect.get(target, key, receiver)
    },
  })
}
