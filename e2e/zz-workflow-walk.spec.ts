import { expect, type Page } from '@playwright/test'
import { DEMO_BUYER, logIn, pageSettled, test } from './support'

// Temporary walk of the workflow screens, for screenshots. Delete when done.

const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]
const SCHEMES = (process.env.WALK_SCHEMES ?? 'light,dark').split(',') as ('light' | 'dark')[]

const problems: string[] = []

async function shot(page: Page, name: string, width: number, scheme: string) {
  await page.waitForTimeout(400)
  const info = await page.evaluate((vw) => {
    const root = document.documentElement
    const wide = [...document.querySelectorAll('body *')]
      .filter((el) => {
        const r = el.getBoundingClientRect()
        return r.width > 0 && (r.right > vw + 1 || r.left < -1)
      })
      .filter((el) => !el.closest('[data-live-announcer]'))
      .slice(0, 8)
      .map((el) => {
        const r = el.getBoundingClientRect()
        return `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} [${Math.round(r.left)}..${Math.round(r.right)}]`
      })
    // Text clipped: elements whose scrollWidth exceeds their clientWidth with overflow hidden.
    const clipped = [...document.querySelectorAll('body *')]
      .filter((el) => {
        const s = getComputedStyle(el)
        return (
          (s.overflowX === 'hidden' || s.textOverflow === 'ellipsis') &&
          el.scrollWidth > el.clientWidth + 1 &&
          el.clientWidth > 0 &&
          !el.closest('[data-live-announcer]') &&
          !(el.getBoundingClientRect().width <= 2)
        )
      })
      .slice(0, 8)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} "${(el.textContent ?? '').trim().slice(0, 30)}"`)
    return { scrollWidth: root.scrollWidth, wide, clipped }
  }, width)
  const tag = `${name}-${width}${scheme === 'dark' ? '-dark' : ''}`
  console.log(`[${tag}] scrollWidth=${info.scrollWidth}`)
  if (info.scrollWidth > width) problems.push(`${tag}: scrollWidth ${info.scrollWidth}`)
  if (info.wide.length) console.log(`[${tag}] outside viewport: ${info.wide.join(' | ')}`)
  if (info.clipped.length) console.log(`[${tag}] clipped: ${info.clipped.join(' | ')}`)
  await page.screenshot({ path: `/tmp/walk/${tag}.png`, fullPage: true })
}

async function side(page: Page, width: number, name: string) {
  if (width < 800) {
    const menu = page.getByRole('button', { name: 'Menu' })
    if (await menu.isVisible()) await menu.click()
  }
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click()
}

for (const scheme of SCHEMES) {
  for (const viewport of WIDTHS) {
    test(`walk ${scheme} ${viewport.width}`, async ({ page }) => {
      test.setTimeout(180_000)
      await page.setViewportSize(viewport)
      await page.emulateMedia({ colorScheme: scheme })
      const w = viewport.width
      await logIn(page, DEMO_BUYER.email, DEMO_BUYER.password)
      await expect(page).toHaveURL(/\/dashboard$/)

      // A comparison screen.
      await page.goto('/dashboard/shipment')
      await pageSettled(page)
      await shot(page, 'shipment', w, scheme)

      await side(page, w, 'Workflow')
      await expect(page.getByRole('heading', { level: 1, name: 'Workflows' })).toBeVisible()
      await pageSettled(page)
      await shot(page, 'list', w, scheme)

      // Delete confirmation, cancelled.
      const row = page.getByRole('row', { name: /Monday stock check/ })
      await row.getByRole('button', { name: /^Delete/ }).click()
      await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toBeVisible()
      await shot(page, 'list-delete', w, scheme)
      await page.getByRole('button', { name: 'Cancel' }).click()

      // The editor.
      await row.getByRole('link', { name: /Monday stock check/ }).first().click()
      await expect(page.getByRole('heading', { level: 1, name: 'Monday stock check' })).toBeVisible()
      await pageSettled(page)
      await shot(page, 'editor', w, scheme)

      // Runs, the failed one chosen.
      await page.getByRole('link', { name: 'Runs and history' }).click()
      const runs = page.getByRole('listbox', { name: 'Runs' })
      await expect(runs.getByRole('option').first()).toBeVisible()
      await pageSettled(page)
      await shot(page, 'runs', w, scheme)
      await runs.getByRole('option', { name: /Failed/ }).first().click()
      await expect(page.getByText(/This run failed/)).toBeVisible()
      await shot(page, 'runs-failed', w, scheme)

      // A new workflow.
      await side(page, w, 'Workflow')
      await expect(page.getByRole('heading', { level: 1, name: 'Workflows' })).toBeVisible()
      await page.getByRole('link', { name: 'New workflow' }).first().click()
      await expect(page.getByRole('heading', { level: 1, name: 'New workflow' })).toBeVisible()
      await pageSettled(page)
      await page.getByRole('textbox', { name: /^Name/ }).fill('Weekday quarter-hour check')
      await page.getByRole('textbox', { name: /Schedule \(cron\)/ }).fill('*/15 8-17 * * 1-5')
      await page.getByRole('button', { name: 'Add a wait' }).click()
      await expect(page.locator('.ally-WorkflowEditor-step')).toHaveCount(2)
      await shot(page, 'new', w, scheme)

      // Validation errors.
      await page.getByRole('textbox', { name: /^Name/ }).fill('')
      const boxes = page.locator('.ally-WorkflowEditor-people [role="checkbox"], .ally-WorkflowEditor-people input[type="checkbox"]')
      const count = await boxes.count()
      console.log(`recipients: ${count}`)
      await page.locator('.ally-WorkflowEditor-people .ally-Checkbox').first().click()
      await page.getByRole('button', { name: 'Create workflow' }).click()
      await page.waitForTimeout(500)
      await shot(page, 'new-errors', w, scheme)

      console.log(`PROBLEMS: ${JSON.stringify(problems)}`)
    })
  }
}
