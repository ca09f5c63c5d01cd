import { TOAST_LIMIT } from '@ally/sdk'
import { act, cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Toaster } from './Toaster'
import { type ToastId, toast } from './toast'

beforeEach(() => {
  vi.useFakeTimers()
  render(<Toaster />)
})

afterEach(() => {
  // sonner keeps toasts in a module-level store: clear it so tests stay independent.
  act(() => {
    toast.dismiss()
  })
  wait(100)
  wait(300)
  cleanup()
  vi.useRealTimers()
})

/** Runs `fn`, then lets sonner render what it queued (it defers adding a toast by a tick). */
function show(fn: () => ToastId): ToastId {
  let id: ToastId = ''
  act(() => {
    id = fn()
    vi.advanceTimersByTime(0)
  })
  return id
}

function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms)
  })
}

const notifications = () => screen.getByRole('region', { name: /Notifications/ })

describe('Toaster and toast', () => {
  it('announces a toast in a polite live region at the top right', () => {
    show(() => toast('Saved draft'))

    const region = notifications()
    expect(region.getAttribute('aria-live')).toBe('polite')
    expect(within(region).getByText('Saved draft')).toBeTruthy()
    const list = region.querySelector('ol')
    expect(list?.getAttribute('data-y-position')).toBe('top')
    expect(list?.getAttribute('data-x-position')).toBe('right')
  })

  it('closes a success toast after 2 s', () => {
    show(() => toast.success('Invitation sent'))

    wait(1900)
    expect(screen.queryByText('Invitation sent')).not.toBeNull()
    wait(400) // 2 s plus sonner's 200 ms exit
    expect(screen.queryByText('Invitation sent')).toBeNull()
  })

  it.each([
    ['error', () => toast.error('Request failed')],
    ['warning', () => toast.warning('Request failed')],
    ['message', () => toast.message('Request failed')],
    ['blank', () => toast('Request failed')],
  ] as const)('closes a %s toast after 4 s', (_, raise) => {
    show(raise)

    wait(3900)
    expect(screen.queryByText('Request failed')).not.toBeNull()
    wait(400)
    expect(screen.queryByText('Request failed')).toBeNull()
  })

  it('keeps a loading toast until it is dismissed', () => {
    const id = show(() => toast.loading('Sending RFQs…'))

    wait(60_000)
    expect(screen.queryByText('Sending RFQs…')).not.toBeNull()

    act(() => {
      toast.dismiss(id)
    })
    wait(100) // sonner marks it dismissed on the next animation frames…
    wait(300) // …then unmounts it after its 200 ms exit
    expect(screen.queryByText('Sending RFQs…')).toBeNull()
  })

  it('turns a loading toast into a success toast that closes after 2 s', () => {
    const id = show(() => toast.loading('Sending RFQs…'))
    show(() => toast.success('RFQs sent', { id }))

    expect(screen.queryByText('Sending RFQs…')).toBeNull()
    expect(screen.queryByText('RFQs sent')).not.toBeNull()
    wait(2300)
    expect(screen.queryByText('RFQs sent')).toBeNull()
  })

  it('shows an icon, hidden from screen readers, for success, error and warning', () => {
    show(() => toast.success('Updated successfully'))
    show(() => toast.error('Permission denied!'))
    show(() => toast.warning('Importing Contacts'))

    for (const [text, type] of [
      ['Updated successfully', 'success'],
      ['Permission denied!', 'error'],
      ['Importing Contacts', 'warning'],
    ] as const) {
      const item = screen.getByText(text).closest('li')
      const icon = item?.querySelector('svg.ally-ToastIcon')
      expect(icon?.getAttribute('data-type')).toBe(type)
      expect(icon?.getAttribute('aria-hidden')).toBe('true')
    }
  })

  it(`shows at most ${TOAST_LIMIT} toasts at once`, () => {
    for (let i = 1; i <= TOAST_LIMIT + 1; i++) show(() => toast.loading(`Job ${i}`))

    const items = notifications().querySelectorAll('li[data-sonner-toast]')
    const visible = [...items].filter((item) => item.getAttribute('data-visible') === 'true')
    expect(items).toHaveLength(TOAST_LIMIT + 1)
    expect(visible).toHaveLength(TOAST_LIMIT)
    // The oldest one waits behind the others.
    expect(screen.getByText('Job 1').closest('li')?.getAttribute('data-visible')).toBe('false')
  })
})
