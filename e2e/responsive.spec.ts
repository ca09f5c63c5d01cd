import { expect, type Page } from '@playwright/test'
import { fillPath, idsOf, test, VISITORS } from './routes'
import { pageSettled } from './support'

// A phone, a tablet and a laptop: every page fits the width (no sideways scrolling), no two
// controls lie on top of each other and no row's content runs over the next row.
const WIDTHS = [390, 768, 1440]

/**
 * Pages that fail today for a known reason, each its own `test.fixme` (with the reason) until its
 * fix lands. Empty now: keep it for the next known failure rather than deleting a route's check.
 */
const KNOWN_BROKEN: Record<string, string> = {}

const INTERACTIVE = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="combobox"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

/**
 * Pairs of visible controls whose boxes overlap by more than 2 px each way. A box is cut to what
 * its scrolling or clipping ancestors show. A control inside another, hidden ones, visually hidden
 * ones (react-aria's 1 px inputs), and a sibling drawn wholly inside a field on purpose (the
 * password field's show button) do not count.
 */
function overlappingControls(page: Page) {
  return page.evaluate((selector) => {
    type Box = { left: number; top: number; right: number; bottom: number }
    const visibleBox = (element: Element): Box | null => {
      if (element.closest('[aria-hidden="true"], [inert]')) return null
      const style = getComputedStyle(element)
      if (style.visibility !== 'visible' || Number(style.opacity) === 0) return null
      const rect = element.getBoundingClientRect()
      if (rect.width <= 2 || rect.height <= 2) return null
      let box: Box = { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom }
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const { overflowX, overflowY, clipPath } = getComputedStyle(parent)
        if (overflowX === 'visible' && overflowY === 'visible' && clipPath === 'none') continue
        const clip = parent.getBoundingClientRect()
        box = {
          left: Math.max(box.left, clip.left),
          top: Math.max(box.top, clip.top),
          right: Math.min(box.right, clip.right),
          bottom: Math.min(box.bottom, clip.bottom),
        }
        if (box.right - box.left <= 2 || box.bottom - box.top <= 2) return null
      }
      return box
    }
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`
    const controls = [...document.querySelectorAll(selector)]
      .map((element) => ({ element, box: visibleBox(element) }))
      .filter((control): control is { element: Element; box: Box } => control.box !== null)
    const pairs: string[] = []
    for (const [i, a] of controls.entries()) {
      for (const b of controls.slice(i + 1)) {
        if (a.element.contains(b.element) || b.element.contains(a.element)) continue
        const inside = (inner: Box, outer: Box) =>
          inner.left >= outer.left &&
          inner.right <= outer.right &&
          inner.top >= outer.top &&
          inner.bottom <= outer.bottom
        const adornment =
          a.element.parentElement === b.element.parentElement &&
          (inside(a.box, b.box) || inside(b.box, a.box))
        if (adornment) continue
        const width = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left)
        const height = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top)
        if (width > 2 && height > 2) pairs.push(`${name(a.element)} × ${name(b.element)}`)
      }
    }
    return pairs
  }, INTERACTIVE)
}

/**
 * Rows (of a table, a grid or a list drawn as one) whose content spills out of them over the next
 * row: text that overlaps, which the controls' boxes alone do not show.
 */
const spillingRows = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[role="row"], tr')]
      .filter((row) => {
        if (row.closest('[aria-hidden="true"]')) return false
        const { overflowY, display } = getComputedStyle(row)
        if (display === 'none' || overflowY !== 'visible') return false
        const rowBox = row.getBoundingClientRect()
        return [...row.querySelectorAll('*')].some((cell) => {
          const box = cell.getBoundingClientRect()
          return box.height > 0 && box.bottom > rowBox.bottom + 2
        })
      })
      .map((row) => (row.textContent ?? '').trim().slice(0, 40)),
  )

/** How far the page scrolls sideways, in px (0 when it fits). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement
    return Math.max(0, root.scrollWidth - root.clientWidth)
  })

/** Problems of one page at each width; a layout that settles after a resize gets 3 s to. */
async function layoutProblems(page: Page) {
  const problems: Record<string, unknown> = {}
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    const settled = { timeout: 3_000 }
    await expect
      .poll(() => sidewaysScroll(page), settled)
      .toBe(0)
      .catch(async () => {
        problems[`${width} px: sideways scroll (px)`] = await sidewaysScroll(page)
      })
    await expect
      .poll(() => overlappingControls(page), settled)
      .toEqual([])
      .catch(async () => {
        problems[`${width} px: overlapping controls`] = await overlappingControls(page)
      })
    await expect
      .poll(() => spillingRows(page), settled)
      .toEqual([])
      .catch(async () => {
        problems[`${width} px: rows spilling over the next`] = await spillingRows(page)
      })
  }
  return problems
}

for (const { who, session, patterns } of VISITORS) {
  test.describe(`responsive, ${who}`, () => {
    test.use({
      storageState: async ({ sessions }, use) =>
        use(session ? sessions[session] : { cookies: [], origins: [] }),
    })

    const checked = patterns.filter((pattern) => !(pattern in KNOWN_BROKEN))
    test(`every page at ${WIDTHS.join(', ')} px: ${checked.length} pages`, async ({
      page,
      sessions,
    }) => {
      test.setTimeout(checked.length * 20_000)
      const problems: Record<string, unknown> = {}
      for (const pattern of checked) {
        await test.step(pattern, async () => {
          await page.setViewportSize({ width: 1440, height: 900 })
          await page.goto(fillPath(pattern, idsOf(sessions)))
          await pageSettled(page)
          const found = await layoutProblems(page)
          if (Object.keys(found).length > 0) problems[`${pattern} ${page.url()}`] = found
        })
      }
      expect(problems, 'layout problems, by page').toEqual({})
    })

    for (const pattern of patterns.filter((known) => known in KNOWN_BROKEN)) {
      test.fixme(`${pattern}: ${KNOWN_BROKEN[pattern]}`, async ({ page, sessions }) => {
        await page.goto(fillPath(pattern, idsOf(sessions)))
        await pageSettled(page)
        expect(await layoutProblems(page)).toEqual({})
      })
    }
  })
}
