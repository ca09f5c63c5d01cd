import { expect } from '@playwright/test'
import { fillPath, idsOf, test, VISITORS } from './routes'
import { axeOf, pageSettled } from './support'

// WCAG 2.1 A and AA as axe tags them, on every page of the product: logged out, as the demo buyer
// and as the demo vendor, each page in the light and then the dark theme (the full app follows
// the system's colour scheme). One test per visitor: axe costs seconds a page, a new browser
// context for each of ~100 pages would cost as much again.
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

for (const { who, session, patterns } of VISITORS) {
  test.describe(`axe, ${who}`, () => {
    test.use({
      storageState: async ({ sessions }, use) =>
        use(session ? sessions[session] : { cookies: [], origins: [] }),
    })

    test(`every page, light and dark: ${patterns.length} pages`, async ({ page, sessions }) => {
      test.setTimeout(patterns.length * 30_000)
      const violations: Record<string, unknown[]> = {}
      for (const pattern of patterns) {
        await test.step(pattern, async () => {
          await page.emulateMedia({ colorScheme: 'light' })
          await page.goto(fillPath(pattern, idsOf(sessions)))
          await pageSettled(page)
          for (const colorScheme of ['light', 'dark'] as const) {
            await page.emulateMedia({ colorScheme })
            const result = await axeOf(page).withTags(WCAG).analyze()
            if (result.violations.length === 0) continue
            violations[`${pattern} (${colorScheme}) ${page.url()}`] = result.violations.map(
              (violation) => ({
                rule: violation.id,
                impact: violation.impact,
                help: violation.help,
                nodes: violation.nodes.map(
                  (node) => `${node.target.join(' ')}: ${node.failureSummary}`,
                ),
              }),
            )
          }
        })
      }
      expect(violations, 'axe violations, by page').toEqual({})
    })
  })
}

test.describe('keyboard, demo buyer', () => {
  test.use({ storageState: async ({ sessions }, use) => use(sessions.buyer) })

  test('the dashboard opens with a skip link to its main landmark', async ({ page }) => {
    await page.goto('/dashboard')
    await pageSettled(page)
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('main')).toBeFocused()
    await page.keyboard.press('Tab')
    // The next stop is in the page, past the top bar and the side menu.
    await expect(page.getByRole('main').locator(':focus')).toHaveCount(1)
  })

  test("a list's row is its record's link over the whole row, on a laptop and as a phone's card", async ({
    page,
  }) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/dashboard/purchase-orders')
      await pageSettled(page)
      const row = page.getByRole('grid', { name: 'Purchase orders' }).getByRole('row').nth(1)
      const href = await row.getByRole('link').getAttribute('href')
      expect(href).toMatch(/^\/dashboard\/purchase-orders\/[^/]+$/)
      // On a phone the filters above can push the first card below the fold: a point outside
      // the viewport reaches nothing.
      await row.scrollIntoViewIfNeeded()
      // What a click, a middle-click or the context menu at the row's far corner reaches: the <a>.
      const box = await row.boundingBox()
      if (!box) throw new Error('The row is not shown.')
      const corner = { x: box.x + box.width - 6, y: box.y + box.height - 4 }
      const reached = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.getAttribute('href'),
        corner,
      )
      expect(reached, `at ${width} px`).toBe(href)
      expect((await axeOf(page).withTags(WCAG).analyze()).violations).toEqual([])
    }
    // A plain click there moves within the app: no new document is loaded.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    const row = page.getByRole('grid', { name: 'Purchase orders' }).getByRole('row').nth(1)
    const href = await row.getByRole('link').getAttribute('href')
    await row.click({ position: { x: 20, y: 20 } })
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
  })

  test('the notification badge is a control that says what it counts', async ({ page }) => {
    await page.goto('/dashboard')
    await pageSettled(page)
    await page.getByRole('button', { name: 'Notifications, 12 new' }).click()
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible()
  })

  test('the notification centre links to what happened, and a followed one is read', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/dashboard')
    await pageSettled(page)
    const bell = page.getByRole('button', { name: 'Notifications, 12 new' })
    await bell.click()
    const panel = page.getByRole('dialog', { name: 'Notifications' })
    // The demo's open round was answered three days ago (packages/ally-server/src/demo).
    const answer = panel.getByRole('link', { name: /answered: Cable trays and fixings/ })
    await expect(answer).toBeVisible()
    await expect(answer).toBeInViewport()
    const href = await answer.getAttribute('href')
    expect(href).toMatch(/^\/dashboard\/rfq\//)
    expect((await axeOf(page).withTags(WCAG).analyze()).violations).toEqual([])
    await answer.click()
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    await expect(panel).toHaveCount(0)
    // Read now: no longer "New"; the badge keeps its fixed count (the button is found by it).
    await bell.click()
    await expect(answer).toBeVisible()
    await expect(answer).not.toContainText('New')
  })

  test("the top bar's popovers open from the keyboard, pass axe, and give the focus back", async ({
    page,
  }) => {
    await page.goto('/dashboard')
    await pageSettled(page)
    // Their code is loaded on first use (docs/performance.md): the first open waits for it.
    const account = page.getByRole('button', { name: /^Account:/ })
    await account.focus()
    await expect(account).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.press('Enter')
    const logout = page.getByRole('menuitem', { name: 'Logout' })
    await expect(logout).toBeFocused()
    await expect(account).toHaveAttribute('aria-expanded', 'true')
    expect((await axeOf(page).withTags(WCAG).analyze()).violations).toEqual([])
    await page.keyboard.press('Escape')
    await expect(page.getByRole('menu')).toHaveCount(0)
    await expect(account).toBeFocused()

    const notifications = page.getByRole('button', { name: 'Notifications, 12 new' })
    await notifications.focus()
    await page.keyboard.press('Enter')
    const panel = page.getByRole('dialog', { name: 'Notifications' })
    await expect(panel).toBeFocused()
    expect((await axeOf(page).withTags(WCAG).analyze()).violations).toEqual([])
    await page.keyboard.press('Escape')
    await expect(panel).toHaveCount(0)
    await expect(notifications).toBeFocused()
  })
})
