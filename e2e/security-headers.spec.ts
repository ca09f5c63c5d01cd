import { expect } from '@playwright/test'
import { E2E_ACCESS_KEY } from '../playwright.config'
import { test } from './support'

// Every test fails on a Content-Security-Policy violation (see `test` in support.ts); these check
// the policy itself.

test('the app runs without inline script and gets its configuration from the page', async ({
  page,
}) => {
  const response = await page.goto('/login')
  expect(response?.headers()['content-security-policy']).toMatch(/(^|; )script-src 'self'(;|$)/)
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
  const inlineScripts = await page
    .locator('script:not([src])')
    .evaluateAll((scripts) => scripts.map((script) => script.getAttribute('type')))
  expect(inlineScripts).toEqual(['application/json'])
  const config = await page.locator('#ally-config').textContent()
  expect(JSON.parse(config ?? '{}')).toEqual({ accessKey: E2E_ACCESS_KEY, apiBaseUrl: '' })
})

test('no page may frame the app unless ALLY_FRAME_ANCESTORS allows it', async ({
  page,
  cspViolations,
}) => {
  await page.goto('/login')
  await page.evaluate(() => {
    const frame = document.createElement('iframe')
    frame.src = '/register'
    document.body.append(frame)
  })
  await expect.poll(() => cspViolations.join('\n')).toMatch(/frame-ancestors 'none'/)
  // Expected here, so it must not fail the test.
  cspViolations.length = 0
})

test('the API documentation works under its policy', async ({ page }) => {
  await page.goto('/api/docs')
  await expect(page.getByRole('heading', { name: /Ally API/ })).toBeVisible()
  await expect(page.getByText('/api/v1/ldb/auth/login').first()).toBeVisible()
})
