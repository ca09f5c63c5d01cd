import { expect, type Page } from '@playwright/test'
import { axeOf, DEMO_BUYER, logIn, pageSettled, test } from './support'

// The co-pilot over the demo business (issue #31): opened from the top bar, it answers from the
// business's records with cards that open the normal screens; a slow answer shows its placeholder;
// markup typed into a question stays text. At desktop and phone width, with nothing for axe.

const log = (page: Page) => page.getByRole('log', { name: 'Messages' })

async function expectAccessible(page: Page) {
  await pageSettled(page)
  const axe = await axeOf(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(axe.violations.map((violation) => violation.id)).toEqual([])
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(sideways).toBe(0)
}

test('a buyer asks what needs them, follows a card, and sees a slow answer arrive', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await logIn(page, DEMO_BUYER.email, DEMO_BUYER.password)
  await page.getByRole('link', { name: 'Co-pilot chat' }).click()
  await expect(page).toHaveURL(/\/dashboard\/co-pilot$/)
  await expect(page.getByRole('heading', { name: 'Co-pilot', level: 1 })).toBeVisible()
  await expectAccessible(page)

  // A first question from the offered ones starts a conversation, kept in the URL.
  await page
    .getByRole('list', { name: 'Questions to start with' })
    .getByRole('button', { name: 'What needs me today?' })
    .click()
  await expect(page).toHaveURL(/\/dashboard\/co-pilot\?conversation=[0-9a-f-]{36}$/)
  const answer = log(page).locator('ol > li').last()
  await expect(answer).toContainText('Rounds with answers to compare')
  // The new conversation is the open one in the list, named by its question.
  await expect(
    page.getByRole('navigation', { name: 'Conversations' }).locator('[aria-current="page"]'),
  ).toContainText('What needs me today?')
  await expectAccessible(page)

  // Its card opens the comparison screen (or the quotes with answers): the user acts there.
  await answer.getByRole('link', { name: /rounds with answers to compare|^Open TA-/i }).click()
  await expect(page).toHaveURL(/\/dashboard\/quotes(\/[0-9a-f-]{36}\/responses)?$/)
  await page.goBack()
  await expect(log(page)).toContainText('Rounds with answers to compare')

  // Comparing one of those rounds: the answers with their numbers, a recommendation, and a card
  // to the comparison, where the buyer awards.
  const round = /TA-\d{4}/.exec((await answer.textContent()) ?? '')?.[0] ?? ''
  expect(round).not.toBe('')
  const box = page.getByRole('textbox', { name: 'Ask the co-pilot' })
  await box.fill(`Compare the answers for ${round}`)
  await box.press('Enter')
  const comparison = log(page).locator('ol > li').last()
  await expect(comparison).toContainText('landed')
  await comparison.getByRole('link', { name: `Compare ${round}'s answers` }).click()
  await expect(page).toHaveURL(/\/dashboard\/quotes\/[0-9a-f-]{36}\/responses$/)
  await page.goBack()
  await expect(log(page)).toContainText(`Compare the answers for ${round}`)

  // A slow answer: the question shows at once, the placeholder after 500 ms, then the answer.
  await page.route('**/api/v1/ldb/chat/send-ai', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  })
  await box.fill('What is late?')
  await box.press('Enter')
  await expect(log(page)).toContainText('What is late?')
  await expect(page.getByRole('progressbar', { name: 'Co-pilot is answering' })).toBeVisible()
  await expect(page.getByRole('progressbar', { name: 'Co-pilot is answering' })).toBeHidden({
    timeout: 10_000,
  })
  await expect(log(page).locator('ol > li').last()).not.toContainText('Working on it')
  await page.unroute('**/api/v1/ldb/chat/send-ai')
})

test('a buyer has an RFQ written out from a sentence, opens it filled in and sends it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await logIn(page, DEMO_BUYER.email, DEMO_BUYER.password)
  await page.getByRole('link', { name: 'Co-pilot chat' }).click()
  const box = page.getByRole('textbox', { name: 'Ask the co-pilot' })
  await box.fill(
    'I need 240 carbon steel pipes delivered to Kano by 15 March, ask my top 2 suppliers',
  )
  await box.press('Enter')
  const answer = log(page).locator('ol > li').last()
  await expect(answer).toContainText('240 pcs carbon steel pipes')
  await expect(answer).toContainText('Kano, by Mar 15,')
  // Nothing is stored by asking: the card opens the form, unsaved.
  await answer.getByRole('link', { name: 'Open the drafted RFQ' }).click()
  await expect(page).toHaveURL(/\/dashboard\/rfqs\/create\?prefill=/)
  await expect(page.getByRole('textbox', { name: /Title/ })).toHaveValue(
    'Carbon steel pipes for Kano',
  )
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue('carbon steel pipes')
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('240')
  await expect(page.getByRole('heading', { name: /^Chosen \([12]\)$/ })).toBeVisible()
  await expectAccessible(page)

  // The buyer sends it as it is: the round opens.
  await page.getByRole('button', { name: /^Send to [12] vendors?$/ }).click()
  await expect(page.getByText('RFQs sent')).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard\/quotes\/[0-9a-f-]{36}$/)
})

test('Ctrl+K asks about the purchase order on the page, over it', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await logIn(page, DEMO_BUYER.email, DEMO_BUYER.password)
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Purchase Orders' })
    .click()
  const row = page.getByRole('grid', { name: 'Purchase orders' }).getByRole('row').nth(1)
  await row.getByRole('link').first().click()
  await expect(page).toHaveURL(/\/dashboard\/purchase-orders\/[0-9a-f-]{36}$/)
  const number = /PO-\d{4}/.exec(
    (await page.getByRole('heading', { level: 1 }).textContent()) ?? '',
  )?.[0]
  expect(number).toBeTruthy()

  await page.keyboard.press('Control+k')
  const panel = page.getByRole('dialog', { name: 'Co-pilot' })
  await expect(panel).toBeVisible()
  await panel.getByRole('button', { name: 'What happened with this?' }).click()
  await expect(panel.getByRole('log', { name: 'Messages' })).toContainText(`${number} to`)
  await expectAccessible(page)
  // The page stays under it, and comes back as it was.
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(page).toHaveURL(/\/dashboard\/purchase-orders\/[0-9a-f-]{36}$/)
})

test('markup typed into a question stays text, and the phone shows one side at a time', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await logIn(page, DEMO_BUYER.email, DEMO_BUYER.password)
  // By the top bar's link, as a user gets there: a fresh page load right after logging in could
  // race the stored session.
  await page.getByRole('link', { name: 'Co-pilot chat' }).click()
  await expect(page).toHaveURL(/\/dashboard\/co-pilot$/)
  await page.getByRole('button', { name: 'New conversation', exact: true }).click()
  const hostile =
    '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script> [open](javascript:window.__xss=3)'
  const box = page.getByRole('textbox', { name: 'Ask the co-pilot' })
  await box.fill(hostile)
  await box.press('Enter')
  await expect(log(page).getByText(hostile)).toBeVisible()
  await expect(log(page).locator('ol > li')).toHaveCount(2)
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined()
  expect(await log(page).locator('img, script').count()).toBe(0)
  await expectAccessible(page)

  // Back to the list: the conversation is there, named by its question.
  await page.getByRole('button', { name: 'Conversations', exact: true }).click()
  await expect(
    page
      .getByRole('navigation', { name: 'Conversations' })
      .getByRole('button', { name: /img src=x/ })
      .first(),
  ).toBeVisible()
  await expectAccessible(page)
})
