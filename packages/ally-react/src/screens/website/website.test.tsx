import { SESSION_KEY, VENDOR_SESSION_KEY } from '@ally/sdk'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { renderScreen } from '../../testing/renderScreen'
import { About } from './About'
import { CookiePolicy } from './CookiePolicy'
import { FAQS, Faqs } from './Faqs'

afterEach(() => window.history.replaceState(null, '', '/'))

describe('the public pages', () => {
  it('names in the cookie policy exactly the keys the SDK stores sessions under', () => {
    renderScreen(<CookiePolicy />)
    expect(screen.getByRole('heading', { level: 1, name: 'Cookie policy' })).toBeTruthy()
    expect(screen.getByText(SESSION_KEY, { selector: 'code' })).toBeTruthy()
    expect(screen.getByText(VENDOR_SESSION_KEY, { selector: 'code' })).toBeTruthy()
    expect(screen.getByText(/sets no cookies and uses no trackers/)).toBeTruthy()
  })

  it('leads from about to signing up and logging in, through the app navigation', async () => {
    const user = userEvent.setup()
    const { navigation } = renderScreen(<About />)
    const nav = screen.getByRole('navigation', { name: 'Website' })
    expect(within(nav).getByRole('link', { name: 'FAQs' }).getAttribute('href')).toBe('/faqs')
    await user.click(screen.getByRole('link', { name: 'Create a buyer account' }))
    expect(navigation.navigate.mock.lastCall?.[0]).toBe('/register')
  })

  it('opens an answer in place, and finds questions by any of their words', async () => {
    const user = userEvent.setup()
    renderScreen(<Faqs />)
    expect(screen.getByText(`${FAQS.length} questions`)).toBeTruthy()
    const trigger = screen.getByRole('button', { name: 'Do I need an account to answer?' })
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
    await user.click(trigger)
    expect(trigger.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByText(/Open the link in the e-mail to answer/)).toBeTruthy()

    await user.type(screen.getByRole('searchbox', { name: 'Search the questions' }), 'approval')
    expect(screen.getByText('1 question matches')).toBeTruthy()
    const found = screen.getByRole('button', { name: 'Can large orders need an approval?' })
    // A match shows its answer at once.
    expect(found.getAttribute('aria-expanded')).toBe('true')
    expect(screen.queryByRole('button', { name: 'Do I need an account to answer?' })).toBeNull()

    await user.clear(screen.getByRole('searchbox', { name: 'Search the questions' }))
    await user.type(screen.getByRole('searchbox', { name: 'Search the questions' }), 'zebra')
    expect(screen.getByText(/No question matches “zebra”/)).toBeTruthy()
  })

  it('opens the answer a link points at', () => {
    window.history.replaceState(null, '', '/faqs#vendor-link')
    renderScreen(<Faqs />)
    const heading = screen.getByRole('heading', { name: /forwarded me a link/ })
    expect(heading.id).toBe('vendor-link')
    expect(
      screen
        .getByRole('button', { name: 'Someone forwarded me a link. Is that safe?' })
        .getAttribute('aria-expanded'),
    ).toBe('true')
  })
})
