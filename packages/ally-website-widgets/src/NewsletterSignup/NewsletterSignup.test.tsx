import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { fakeSite, invalid, ok } from '../testing/fakeSite'
import { NewsletterSignup } from './NewsletterSignup'

const emailField = () => screen.getByRole('textbox', { name: 'Email address' })
const subscribe = () => screen.getByRole('button', { name: /Subscrib/ })

describe('NewsletterSignup', () => {
  it("says 'Subscribed', clears the form and asks the visitor to confirm", async () => {
    const user = userEvent.setup()
    const site = fakeSite(() => ok())
    render(<NewsletterSignup api={site.api} source="blog" />)
    await user.type(emailField(), 'ada@example.com')
    await user.click(subscribe())
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Subscribed Check your inbox to confirm.',
    )
    expect(emailField()).toHaveProperty('value', '')
    expect(site.calls.map((call) => call.body)).toEqual([
      { email: 'ada@example.com', source: 'blog' },
    ])
    expect(screen.getByRole('alert').textContent).toBe('')
  })

  it("says 'error' in an alert when the sign-up fails, and keeps what was typed", async () => {
    const user = userEvent.setup()
    render(<NewsletterSignup api={fakeSite(() => ({ status: 500 })).api} />)
    await user.type(emailField(), 'ada@example.com{Enter}')
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('error'))
    expect(screen.getByRole('status').textContent).toBe('')
    expect(emailField()).toHaveProperty('value', 'ada@example.com')
  })

  it("shows the server's field error at the field and moves there", async () => {
    const user = userEvent.setup()
    const site = fakeSite(() => invalid({ email: 'Invalid email address' }))
    render(<NewsletterSignup api={site.api} />)
    await user.type(emailField(), 'ada@example.con')
    await user.click(subscribe())
    await waitFor(() => expect(emailField().getAttribute('aria-invalid')).toBe('true'))
    const described = emailField().getAttribute('aria-describedby') ?? ''
    expect(document.getElementById(described)?.textContent).toBe('Invalid email address')
    expect(document.activeElement).toBe(emailField())
    await user.type(emailField(), 'm')
    expect(emailField().hasAttribute('aria-invalid')).toBe(false)
    expect(emailField().hasAttribute('aria-describedby')).toBe(false)
  })

  it('checks the address before sending anything', async () => {
    const user = userEvent.setup()
    const site = fakeSite(() => ok())
    render(<NewsletterSignup api={site.api} />)
    await user.click(subscribe())
    expect(screen.getByText('Enter your email address.')).toBeTruthy()
    expect(document.activeElement).toBe(emailField())
    await user.type(emailField(), 'ada@example')
    await user.click(subscribe())
    expect(screen.getByText('Enter an email address like name@example.com.')).toBeTruthy()
    expect(site.calls).toEqual([])
  })

  it('shows it is working and sends once, however often it is clicked', async () => {
    const user = userEvent.setup()
    const site = fakeSite(() => ok(), { delay: 50 })
    render(<NewsletterSignup api={site.api} />)
    await user.type(emailField(), 'ada@example.com')
    await user.click(subscribe())
    expect(subscribe().textContent).toBe('Subscribing…')
    expect(subscribe().getAttribute('aria-disabled')).toBe('true')
    await user.click(subscribe())
    await user.type(emailField(), '{Enter}')
    await screen.findByText('Subscribed')
    expect(site.calls).toHaveLength(1)
    expect(subscribe().textContent).toBe('Subscribe')
  })

  it('hands the result to onResult and leaves the message to the app', async () => {
    const user = userEvent.setup()
    const onResult = vi.fn()
    render(<NewsletterSignup api={fakeSite(() => ok()).api} onResult={onResult} />)
    await user.type(emailField(), 'ada@example.com{Enter}')
    await waitFor(() =>
      expect(onResult).toHaveBeenCalledWith({
        ok: true,
        message: 'Subscribed',
        fieldErrors: {},
        status: 200,
      }),
    )
    expect(screen.getByRole('status').textContent).toBe('Check your inbox to confirm.')
    expect(screen.queryByText('Subscribed')).toBeNull()
  })

  it('asks for a name too when told to, and builds its own client from baseUrl', async () => {
    const user = userEvent.setup()
    const fetch = vi.fn(fakeSite(() => ok()).fetch)
    vi.stubGlobal('fetch', fetch)
    try {
      render(<NewsletterSignup baseUrl="https://api.example.com" accessKey="pk_site" withName />)
      await user.type(screen.getByRole('textbox', { name: 'Name (optional)' }), 'Ada')
      await user.type(emailField(), 'ada@example.com{Enter}')
      await screen.findByText('Subscribed')
      const [url, init] = fetch.mock.calls[0] ?? []
      expect(url).toBe('https://api.example.com/api/v1/website/blog/newsletter')
      expect(JSON.parse(String(init?.body))).toEqual({ email: 'ada@example.com', name: 'Ada' })
      expect((init?.headers as Record<string, string> | undefined)?.['access-key']).toBe('pk_site')
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
