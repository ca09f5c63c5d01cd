import { SESSION_KEY, VENDOR_SESSION_KEY } from '@ally/sdk'
import { confirmNewsletter, unsubscribeNewsletter } from '@ally/sdk/website'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { storySession } from '../../testing/fixtures'
import { renderScreen } from '../../testing/renderScreen'
import { About } from './About'
import { CookiePolicy } from './CookiePolicy'
import { FAQS, Faqs } from './Faqs'
import { Landing } from './Landing'
import { NEWSLETTER_LINK_INVALID, NewsletterLink } from './NewsletterLink'

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

describe('the landing page', () => {
  it('offers a visitor to sign up or log in, and shows the widgets it is given', async () => {
    const user = userEvent.setup()
    const { navigation } = renderScreen(
      <Landing
        deals={<p>four deals</p>}
        newsletter={<p>newsletter form</p>}
        contact={<p>contact form</p>}
      />,
    )
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/vendors can answer/)
    for (const name of ['The newsletter', 'Talk to us']) {
      expect(screen.getByRole('region', { name })).toBeTruthy()
    }
    expect(screen.getByText('four deals')).toBeTruthy()
    await user.click(screen.getByRole('link', { name: 'Create a buyer account' }))
    expect(navigation.navigate.mock.lastCall?.[0]).toBe('/register')
    expect(screen.getByRole('link', { name: 'Register as a vendor' }).getAttribute('href')).toBe(
      '/vendor/register',
    )
  })

  it('leaves out the sections of widgets it is not given', () => {
    renderScreen(<Landing />)
    expect(screen.queryByRole('region', { name: 'The newsletter' })).toBeNull()
  })

  it('leads a logged-in buyer back to the dashboard instead of signing up', () => {
    renderScreen(<Landing />, { session: storySession() })
    expect(screen.getByRole('link', { name: 'Open your dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    )
    expect(screen.queryByRole('link', { name: 'Create a buyer account' })).toBeNull()
  })
})

describe('the newsletter links', () => {
  it('confirms a sign-up once as the page opens, with the token of the link', async () => {
    const { api } = renderScreen(<NewsletterLink action="confirm" token="tok-1" />, {
      mock: (mock) =>
        mock.on(confirmNewsletter, () => ({
          message: 'Subscription confirmed',
          data: { email: 'ada@example.com' },
        })),
    })
    expect(await screen.findByRole('heading', { name: 'Subscription confirmed' })).toBeTruthy()
    expect(screen.getByText(/ada@example.com is subscribed/)).toBeTruthy()
    expect(api.calls.map((call) => call.body)).toEqual([{ token: 'tok-1' }])
  })

  it('unsubscribes, and says what to do when a link is broken or expired', async () => {
    renderScreen(<NewsletterLink action="unsubscribe" token="tok-2" />, {
      mock: (mock) =>
        mock.on(unsubscribeNewsletter, () => ({
          message: 'Unsubscribed',
          data: { email: 'ada@example.com' },
        })),
    })
    expect(await screen.findByText('ada@example.com will get no more newsletters from us.'))

    renderScreen(<NewsletterLink action="confirm" token="expired" />, {
      mock: (mock) =>
        mock.on(confirmNewsletter, () => ({
          status: 400,
          body: { message: 'body.token: this link has expired' },
        })),
    })
    expect(await screen.findByText(NEWSLETTER_LINK_INVALID)).toBeTruthy()
  })

  it('needs no request to know that a link without a token is not valid', () => {
    const { api } = renderScreen(<NewsletterLink action="confirm" token={null} />)
    expect(screen.getByRole('heading', { name: 'Link not valid' })).toBeTruthy()
    expect(api.calls).toEqual([])
  })

  it('offers to try again when the server fails', async () => {
    const user = userEvent.setup()
    let fail = true
    renderScreen(<NewsletterLink action="confirm" token="tok-3" />, {
      mock: (mock) =>
        mock.on(confirmNewsletter, () =>
          fail
            ? { status: 503, body: { message: 'The database does not answer.' } }
            : { message: 'ok', data: { email: 'ada@example.com' } },
        ),
    })
    expect(await screen.findByText('The database does not answer.')).toBeTruthy()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Subscription confirmed' })).toBeTruthy()
  })
})
