import { expect, type Page } from '@playwright/test'
import { axeOf, lastMail, pageSettled, registeredOwner, test } from './support'

// Issue #32 in Chromium, against the real server and its workflow engine (DBOS Transact on the
// embedded PostgreSQL): a new owner builds a workflow from the side menu, test-runs it and follows
// the run to its e-mail; a scheduled workflow that is playing starts a run each minute, and once
// paused from the list starts none.

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

async function noAxeViolations(page: Page) {
  await pageSettled(page)
  const { violations } = await axeOf(page).withTags(WCAG).analyze()
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
}

/** From the side menu to a new workflow's editor, through the list. */
async function openNewWorkflow(page: Page) {
  await page.getByRole('navigation').getByRole('link', { name: 'Workflow', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Workflows' })).toBeVisible()
  await page.getByRole('link', { name: 'New workflow' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'New workflow' })).toBeVisible()
}

/** Fills the one e-mail step the editor starts with (it goes to the person building it). */
async function fillEmailStep(page: Page, subject: string) {
  await page.getByRole('textbox', { name: /^Subject/ }).fill(subject)
  await page.getByRole('textbox', { name: /^Message/ }).fill('Count the Lagos depot today.')
}

test('a buyer builds a workflow, test-runs it and follows the run to its e-mail', async ({
  page,
  request,
}) => {
  const email = await registeredOwner(page, request, 'workflows')
  await openNewWorkflow(page)
  await expect(page.getByText('No workflows yet')).toHaveCount(0)
  await page.getByRole('textbox', { name: /^Name/ }).fill('Monday stock check')
  // The schedule in words, and its next five times, as it is typed.
  const cron = page.getByRole('textbox', { name: /Schedule \(cron\)/ })
  await cron.fill('0 25 * * 1')
  await expect(page.getByText('The hour must be 0 to 23, not 25')).toBeVisible()
  await cron.fill('30 8 * * 1-5')
  await expect(page.getByText('Every Monday to Friday at 08:30')).toBeVisible()
  await expect(page.locator('.ally-WorkflowEditor-next li')).toHaveCount(5)
  await fillEmailStep(page, 'Stock check due')
  await noAxeViolations(page)

  await page.getByRole('button', { name: 'Save and test run' }).click()
  await expect(page).toHaveURL(/\/dashboard\/workflow\/run\/[^/?]+\?run=/)
  await expect(page.getByRole('heading', { level: 1, name: 'Monday stock check' })).toBeVisible()
  // The engine runs the step; the page follows it until the run ends.
  const steps = page.getByRole('list', { name: 'Steps' })
  await expect(steps.getByText(`E-mailed ${email}`)).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('Updating live')).toHaveCount(0)
  const mail = await lastMail(request, email)
  expect(mail.subject).toBe('Stock check due')
  await noAxeViolations(page)

  // Back on the list: the workflow, paused as every new one is, with its run counted.
  await page.getByRole('navigation').getByRole('link', { name: 'Workflow', exact: true }).click()
  const row = page.getByRole('row', { name: /Monday stock check/ })
  await expect(row).toContainText('Paused')
  await expect(row).toContainText('Every Monday to Friday at 08:30')
  await noAxeViolations(page)
})

test('a scheduled workflow runs each minute while playing, and starts no run once paused', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000)
  await registeredOwner(page, request, 'schedules')
  await openNewWorkflow(page)
  await page.getByRole('textbox', { name: /^Name/ }).fill('Every minute')
  await page.getByRole('textbox', { name: /Schedule \(cron\)/ }).fill('* * * * *')
  await fillEmailStep(page, 'Minute check')
  await page.getByRole('button', { name: 'Create workflow' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Every minute' })).toBeVisible()
  await page.getByRole('button', { name: 'Play workflow' }).click()
  await expect(page.getByText('Workflow playing')).toBeVisible()

  // Within the next minute (and the engine's 5 s poll) the schedule starts a run.
  await page.getByRole('link', { name: 'Runs and history' }).click()
  const runs = page.getByRole('listbox', { name: 'Runs' })
  await expect(runs.getByRole('option')).toHaveCount(1, { timeout: 80_000 })
  await expect(runs.getByRole('option').first()).toContainText('On schedule')

  // Paused from the list; past the next minute, no other run has started.
  await page.getByRole('navigation').getByRole('link', { name: 'Workflow', exact: true }).click()
  const row = page.getByRole('row', { name: /Every minute/ })
  await row.getByRole('button', { name: /^Pause/ }).click()
  await expect(row.getByRole('button', { name: /^Play/ })).toBeVisible()
  await expect(row).toContainText('Paused')
  const pausedAt = Date.now()
  await row
    .getByRole('link', { name: /Every minute/ })
    .first()
    .click()
  await page.getByRole('link', { name: 'Runs and history' }).click()
  await expect(runs.getByRole('option').first()).toBeVisible()
  const before = await runs.getByRole('option').count()
  // The next minute's firing, the engine's 5 s poll and a margin.
  const nextMinute = Math.ceil(pausedAt / 60_000) * 60_000
  await page.waitForTimeout(nextMinute - Date.now() + 15_000)
  await page.reload()
  await expect(runs.getByRole('option').first()).toBeVisible()
  expect(await runs.getByRole('option').count()).toBe(before)
})
