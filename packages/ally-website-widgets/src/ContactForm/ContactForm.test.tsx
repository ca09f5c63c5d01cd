import { render, screen, waitFor } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { fakeSite, invalid, ok } from '../testing/fakeSite'
import { ContactForm } from './ContactForm'

const box = (name: string) => screen.getByRole('textbox', { name })
const send = () => screen.getByRole('button', { name: /Send/ })

async function fillIn(user: UserEvent, message = 'Please quote 500 M8 bolts.') {
  await user.type(box('Name'), 'Ada Lovelace')
  await user.type(box('Email address'), 'ada@example.com')
  await user.type(box('Company (optional)'), 'Analytical Engines Ltd')
  await user.click(box('Message'))
  await user.paste(message)
}

describe('ContactForm', () => {
  it("says 'Message sent', sends the honeypot empty and clears the form", async () => {
    const user = userEvent.setup()
    const site = fakeSite(() => ok())
    render(<ContactForm api={site.api} />)
    await fillIn(user)
    await user.click(send())
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Message sent'))
    expect(site.calls[0]?.url.pathname).toBe('/api/v1/website/blog/contact')
    expect(site.calls[0]?.body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: 'Analytical Engines Ltd',
      message: 'Please quote 500 M8 bolts.',
      website: '',
    })
    for (const name of ['Name', 'Email address', 'Company (optional)', 'Message']) {
      expect(box(name)).toHaveProperty('value', '')
    }
  })

  it("says 'An error occurred' in an alert and keeps the message", async () => {
    const user = userEvent.setup()
    render(<ContactForm api={fakeSite(() => 'offline').api} />)
    await fillIn(user)
    await user.click(send())
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('An error occurred'))
    expect(box('Message')).toHaveProperty('value', 'Please quote 500 M8 bolts.')
  })

  it("puts the server's field errors at their fields", async () => {
    const user = userEvent.setup()
    const site = fakeSite(() =>
      invalid({ email: 'Invalid email address', subject: 'Too big: at most 200 characters' }),
    )
    render(<ContactForm api={site.api} />)
    await fillIn(user)
    await user.click(send())
    await screen.findByText('Invalid email address')
    for (const [name, error] of [
      ['Email address', 'Invalid email address'],
      ['Subject (optional)', 'Too big: at most 200 characters'],
    ] as const) {
      const field = box(name)
      expect(field.getAttribute('aria-invalid')).toBe('true')
      const id = field.getAttribute('aria-describedby') ?? ''
      expect(document.getElementById(id)?.textContent).toBe(error)
    }
    expect(box('Name').hasAttribute('aria-invalid')).toBe(false)
    // The first field in the form's order that needs fixing.
    expect(document.activeElement).toBe(box('Email address'))
  })

  it('checks the required fields before sending anything', async () => {
    const user = userEvent.setup()
    const site = fakeSite(() => ok())
    render(<ContactForm api={site.api} />)
    await user.type(box('Email address'), 'not-an-address')
    await user.click(send())
    expect(screen.getByText('Enter your name.')).toBeTruthy()
    expect(screen.getByText('Enter an email address like name@example.com.')).toBeTruthy()
    expect(screen.getByText('Enter a message.')).toBeTruthy()
    expect(document.activeElement).toBe(box('Name'))
    expect(site.calls).toEqual([])
    expect(box('Name').hasAttribute('required')).toBe(true)
    expect(box('Company (optional)').hasAttribute('required')).toBe(false)
  })

  it('counts down near the 5,000-character limit and refuses a longer message', async () => {
    const user = userEvent.setup()
    const site = fakeSite(() => ok())
    render(<ContactForm api={site.api} />)
    await fillIn(user, 'x'.repeat(3999))
    expect(screen.queryByText(/characters left/)).toBeNull()
    await user.type(box('Message'), 'x')
    expect(screen.getByText('1,000 characters left')).toBeTruthy()
    await user.paste('x'.repeat(999))
    expect(screen.getByText('1 character left')).toBeTruthy()
    await user.paste('x'.repeat(13))
    const counter = screen.getByText('12 characters over the limit')
    expect(box('Message').getAttribute('aria-describedby')).toContain(
      counter.parentElement?.id ?? '?',
    )
    await user.click(send())
    expect(screen.getByText('Shorten the message to 5,000 characters or fewer.')).toBeTruthy()
    expect(site.calls).toEqual([])
  })

  it('hides the honeypot from people, the keyboard and assistive technology', async () => {
    const user = userEvent.setup()
    const { container } = render(<ContactForm api={fakeSite(() => ok()).api} />)
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')
    expect(honeypot).not.toBeNull()
    expect(honeypot?.tabIndex).toBe(-1)
    expect(honeypot?.getAttribute('autocomplete')).toBe('off')
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull()
    expect(honeypot?.parentElement?.style.position).toBe('absolute')
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull()
    // Tab goes name → email → company → subject → message → Send, never into the honeypot.
    const visited: (string | null)[] = []
    for (let i = 0; i < 6; i++) {
      await user.tab()
      visited.push(
        document.activeElement?.getAttribute('name') ?? document.activeElement?.textContent ?? null,
      )
    }
    expect(visited).toEqual(['name', 'email', 'company', 'subject', 'message', 'Send message'])
  })

  it('sends once however often it is clicked, and tells onResult', async () => {
    const user = userEvent.setup()
    const site = fakeSite(() => ok(), { delay: 50 })
    const onResult = vi.fn()
    render(<ContactForm api={site.api} onResult={onResult} />)
    await fillIn(user)
    await user.dblClick(send())
    expect(send().textContent).toBe('Sending…')
    expect(send().getAttribute('aria-disabled')).toBe('true')
    await waitFor(() => expect(onResult).toHaveBeenCalledTimes(1))
    expect(site.calls).toHaveLength(1)
    expect(onResult.mock.calls[0]?.[0]).toMatchObject({ ok: true, message: 'Message sent' })
    // The app shows the message; the widget does not repeat it.
    expect(screen.getByRole('status').textContent).toBe('')
  })
})
