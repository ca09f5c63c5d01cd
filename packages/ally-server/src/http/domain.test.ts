import { getVendorInvite, health } from '@ally/sdk'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import type { AppContext } from '../context'
import { type DomainOptions, defineDomain } from './domain'

// A domain is a plugin in a context of its own: what it adds stays in it, and it needs the
// `authenticate` the root shares (http/domain.ts).

const options = { context: {} as AppContext, settings: { contactTo: null } } as DomainOptions

const up = defineDomain('up', (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-domain', 'up')
  })
  return [
    {
      endpoint: health,
      handler: async () => ({
        message: 'OK',
        data: { status: 'ok', database: 'postgres', uptimeSeconds: 0, version: '0' },
      }),
      options: {},
    },
  ]
})

const invites = defineDomain('invites', () => [
  {
    endpoint: getVendorInvite,
    handler: async () => ({
      message: 'An invite',
      data: {
        businessName: 'Buyer',
        vendorName: 'Vendor',
        email: 'vendor@example.com',
        registered: false,
        expiresAt: new Date(0).toISOString(),
      },
    }),
    options: {},
  },
])

function appWithCallers() {
  const app = Fastify()
  app.decorate('authenticate', async () => null)
  return app
}

describe('defineDomain', () => {
  it('keeps a hook a domain adds to its own routes', async () => {
    const app = appWithCallers()
    await app.register(up, options)
    await app.register(invites, options)
    const own = await app.inject({ method: 'GET', url: '/api/health' })
    const other = await app.inject({ method: 'GET', url: '/api/v1/vendor/invite?token=t' })
    expect(own.statusCode).toBe(200)
    expect(own.headers['x-domain']).toBe('up')
    expect(other.statusCode).toBe(200)
    expect(other.headers['x-domain']).toBeUndefined()
    await app.close()
  })

  it('refuses to start a domain before the root shares authenticate', async () => {
    const app = Fastify()
    await expect(app.register(up, options)).rejects.toThrow(/authenticate/)
    await app.close()
  })
})
