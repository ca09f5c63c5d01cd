import type { ComponentType } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { ContactForm } from '../ContactForm/ContactForm'
import { HotDeals } from '../HotDeals/HotDeals'
import { NewsletterSignup } from '../NewsletterSignup/NewsletterSignup'
import css from '../styles.css?inline'
import type { WidgetResult } from '../website-api'

/** The detail of the `ally-result` event an element dispatches after each submit. */
export interface AllyResultDetail {
  ok: boolean
  message: string
}

// Shared by every element: one parsed sheet where the browser can adopt it (which a strict CSP
// also allows), a <style> per shadow root where it cannot.
const HOST_CSS = ':host{display:block}:host([hidden]){display:none}'
let sheet: CSSStyleSheet | undefined

function addStyles(shadow: ShadowRoot): void {
  if ('adoptedStyleSheets' in shadow && typeof CSSStyleSheet.prototype.replaceSync === 'function') {
    if (!sheet) {
      sheet = new CSSStyleSheet()
      sheet.replaceSync(HOST_CSS + css)
    }
    shadow.adoptedStyleSheets = [sheet]
  } else {
    const style = document.createElement('style')
    style.textContent = HOST_CSS + css
    shadow.append(style)
  }
}

type Props = Record<string, unknown>

/**
 * A custom element that renders `Widget` into an open shadow root, with props read from its
 * attributes; `base-url` and `access-key` are every element's.
 */
function widgetElement(
  Widget: ComponentType<never>,
  attributes: string[],
  toProps: (element: HTMLElement) => Props,
  reports: boolean,
) {
  return class extends HTMLElement {
    static observedAttributes = ['base-url', 'access-key', ...attributes]
    #root: Root | undefined

    connectedCallback(): void {
      if (!this.#root) {
        const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' })
        shadow.replaceChildren()
        addStyles(shadow)
        const mount = document.createElement('div')
        shadow.append(mount)
        this.#root = createRoot(mount)
      }
      this.#render()
    }

    attributeChangedCallback(): void {
      if (this.#root) this.#render()
    }

    disconnectedCallback(): void {
      // Moving the element fires disconnect then connect: keep what the visitor typed.
      queueMicrotask(() => {
        if (this.isConnected || !this.#root) return
        this.#root.unmount()
        this.#root = undefined
      })
    }

    #render(): void {
      const props: Props = {
        baseUrl: this.getAttribute('base-url') ?? '',
        accessKey: this.getAttribute('access-key') ?? '',
        ...toProps(this),
      }
      if (reports) {
        props.showMessage = true
        props.onResult = ({ ok, message }: WidgetResult) => {
          const detail: AllyResultDetail = { ok, message }
          this.dispatchEvent(
            new CustomEvent('ally-result', { detail, bubbles: true, composed: true }),
          )
        }
      }
      const Component = Widget as ComponentType<Props>
      this.#root?.render(<Component {...props} />)
    }
  }
}

const optional = (value: string | null) => value ?? undefined
const whole = (value: string | null) => {
  const number = Number(value)
  return value && Number.isInteger(number) && number > 0 ? number : undefined
}

/** The tags and their classes; each is defined once, however many scripts load. */
export const ALLY_ELEMENTS: Record<`ally-${string}`, CustomElementConstructor> = {
  'ally-newsletter': widgetElement(
    NewsletterSignup,
    ['source'],
    (element) => ({ source: optional(element.getAttribute('source')) }),
    true,
  ),
  'ally-contact': widgetElement(ContactForm, [], () => ({}), true),
  'ally-hot-deals': widgetElement(
    HotDeals,
    ['limit'],
    (element) => ({ limit: whole(element.getAttribute('limit')) }),
    false,
  ),
}

/** Defines `<ally-newsletter>`, `<ally-contact>` and `<ally-hot-deals>` (a second call is a no-op). */
export function defineAllyElements(registry: CustomElementRegistry = customElements): void {
  for (const [tag, element] of Object.entries(ALLY_ELEMENTS)) {
    if (!registry.get(tag)) registry.define(tag, element)
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'ally-newsletter': HTMLElement
    'ally-contact': HTMLElement
    'ally-hot-deals': HTMLElement
  }
  interface HTMLElementEventMap {
    'ally-result': CustomEvent<AllyResultDetail>
  }
}
