import { waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { dealsPage, type FakeRoute, fakeSite, ok, sampleDeals } from '../testing/fakeSite'

// As in dist/elements.js: Preact renders the same components (tsup.config.ts aliases these).
vi.mock('react', async () => await import('preact/compat'))
vi.mock('react-dom/client', async () => await import('preact/compat/client'))
vi.mock('react/jsx-runtime', async () => await import('preact/compat/jsx-runtime'))
vi.mock('react/jsx-dev-runtime', async () => await import('preact/compat/jsx-dev-runtime'))

const { ALLY_ELEMENTS, defineAllyElements } = await import('./elements')

let site: ReturnType<typeof fakeSite>
function serve(route: FakeRoute) {
  site = fakeSite(route)
  vi.stubGlobal('fetch', site.fetch)
}

function place(html: string): HTMLElement {
  const holder = document.createElement('div')
  holder.innerHTML = html
  document.body.append(holder)
  return holder.firstElementChild as HTMLElement
}

/** Waits for the element's shadow root to show `selector`. */
async function inShadow<T extends Element>(element: HTMLElement, selector: string): Promise<T> {
  return waitFor(() => {
    const found = element.shadowRoot?.querySelector<T>(selector)
    if (!found) throw new Error(`no ${selector} in the shadow root`)
    return found
  })
}

beforeAll(() => {
  defineAllyElements()
  const hostCss = document.createElement('style')
  hostCss.id = 'host-css'
  hostCss.textContent = 'input, button, .ally-w-Button { color: red !important; }'
  document.head.append(hostCss)
})

afterEach(() => {
  document.body.replaceChildren()
  vi.unstubAllGlobals()
})

describe('the custom elements', () => {
  it('render with Preact, not React', async () => {
    const react = await import('react')
    const real = await vi.importActual<typeof import('react')>('react')
    expect(react.version).not.toBe(real.version)
  })

  it('are defined once, however often the script runs', () => {
    expect(() => defineAllyElements()).not.toThrow()
    for (const [tag, element] of Object.entries(ALLY_ELEMENTS)) {
      expect(customElements.get(tag)).toBe(element)
    }
  })

  it('render into an open shadow root with the widget CSS and none of the host page CSS', async () => {
    serve(() => ok())
    const element = place('<ally-newsletter base-url="https://api.example.com" access-key="k">')
    await inShadow(element, 'form.ally-w-NewsletterSignup')
    const shadow = element.shadowRoot as ShadowRoot
    const css = [
      ...(shadow.adoptedStyleSheets ?? []).flatMap((sheet) =>
        [...sheet.cssRules].map((rule) => rule.cssText),
      ),
      ...[...shadow.querySelectorAll('style')].map((style) => style.textContent),
    ].join('\n')
    expect(css).toContain('.ally-w-Button')
    expect(css).toContain(':host')
    expect(css).not.toContain('!important')
    expect(shadow.querySelector('#host-css')).toBeNull()
    // Page selectors cannot reach the widget, and the widget adds nothing to the page.
    expect(document.querySelector('.ally-w-Button')).toBeNull()
    expect(document.querySelectorAll('style')).toHaveLength(1)
  })

  it('<ally-hot-deals> asks base-url with access-key and limit, and again when they change', async () => {
    serve(() => dealsPage(sampleDeals.slice(0, 2)))
    const element = place(
      '<ally-hot-deals base-url="https://api.example.com/" access-key="pk_site" limit="2">',
    )
    await inShadow(element, '.ally-w-DealCard h3')
    expect(site.calls[0]?.url.href).toBe(
      'https://api.example.com/api/v1/website/deals?limit=2&page=1',
    )
    expect(site.calls[0]?.headers['access-key']).toBe('pk_site')
    expect(site.calls[0]?.headers).not.toHaveProperty('authorization')
    expect(element.shadowRoot?.textContent).toContain('₦1,234.50')

    element.setAttribute('limit', 'lots')
    await waitFor(() => expect(site.calls).toHaveLength(2))
    expect(site.calls[1]?.url.search).toBe('?limit=4&page=1')
  })

  it('<ally-newsletter> sends its source and dispatches a composed ally-result', async () => {
    const user = userEvent.setup()
    serve(() => ok())
    const results: unknown[] = []
    const listener = (event: Event) => {
      expect(event.bubbles && event.composed).toBe(true)
      results.push((event as CustomEvent).detail)
    }
    document.addEventListener('ally-result', listener)
    try {
      const element = place(
        '<ally-newsletter base-url="https://api.example.com" access-key="k" source="partner">',
      )
      const input = await inShadow<HTMLInputElement>(element, 'input[type="email"]')
      await user.type(input, 'ada@example.com')
      expect(input.value).toBe('ada@example.com')
      await user.click(await inShadow(element, 'button'))
      await waitFor(() => expect(results).toEqual([{ ok: true, message: 'Subscribed' }]))
      expect(site.calls[0]?.body).toEqual({ email: 'ada@example.com', source: 'partner' })
      // The element still shows the message itself.
      expect(element.shadowRoot?.querySelector('[role="status"]')?.textContent).toBe(
        'Subscribed Check your inbox to confirm.',
      )
      expect(input.value).toBe('')
    } finally {
      document.removeEventListener('ally-result', listener)
    }
  })

  it('<ally-contact> reports a failure and keeps the honeypot out of reach', async () => {
    const user = userEvent.setup()
    serve(() => ({ status: 429, body: { message: 'Too many requests' } }))
    const element = place('<ally-contact base-url="https://api.example.com" access-key="k">')
    const results: unknown[] = []
    element.addEventListener('ally-result', (event) => results.push(event.detail))
    const field = (name: string) => inShadow<HTMLInputElement>(element, `[name="${name}"]`)
    await user.type(await field('name'), 'Ada')
    await user.type(await field('email'), 'ada@example.com')
    await user.type(await field('message'), 'Hello')
    expect((await field('website')).tabIndex).toBe(-1)
    await user.click(await inShadow(element, 'button[type="submit"]'))
    await waitFor(() => expect(results).toEqual([{ ok: false, message: 'An error occurred' }]))
    expect(site.calls[0]?.body).toMatchObject({ name: 'Ada', message: 'Hello', website: '' })
    expect(element.shadowRoot?.querySelector('[role="alert"]')?.textContent).toBe(
      'An error occurred',
    )
  })

  it('keep what was typed when moved, and stop when removed', async () => {
    const user = userEvent.setup()
    serve(() => ok())
    const element = place('<ally-newsletter access-key="k">')
    await user.type(await inShadow(element, 'input'), 'ada@')
    const elsewhere = document.createElement('section')
    document.body.append(elsewhere)
    elsewhere.append(element)
    await Promise.resolve()
    expect(element.shadowRoot?.querySelector('input')?.value).toBe('ada@')
    element.remove()
    await Promise.resolve()
    expect(element.shadowRoot?.querySelector('form')).toBeNull()
  })
})
