import { expect } from '@playwright/test'
import { test } from './support'

// The built app as the server sends it: what a first visit downloads must come compressed and
// cacheable. Lighthouse's score cannot guard this on a machine whose speed varies (bench/lighthouse.ts).

test('the page, its scripts and its styles come compressed, and hashed files are cached for good', async ({
  page,
}) => {
  const responses: { url: string; encoding?: string; cache?: string }[] = []
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (url.pathname === '/login' || /\.(js|css)$/.test(url.pathname)) {
      const headers = response.headers()
      responses.push({
        url: url.pathname,
        encoding: headers['content-encoding'],
        cache: headers['cache-control'],
      })
    }
  })
  await page.goto('/login')
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
  const assets = responses.filter((response) => response.url.startsWith('/assets/'))
  expect(assets.length).toBeGreaterThan(1)
  for (const response of responses) expect(response, response.url).toMatchObject({ encoding: 'br' })
  for (const asset of assets) expect(asset.cache, asset.url).toMatch(/immutable/)
})
