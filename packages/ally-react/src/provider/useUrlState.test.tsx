import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMockApi } from '../testing/mockApi'
import { AllyProvider } from './AllyProvider'
import type { AllyNavigation } from './navigation'
import { mergeSearch, useUrlState } from './useUrlState'

afterEach(cleanup)
beforeEach(() => window.history.replaceState(null, '', '/dashboard/vendors?search=acme&tab=2'))

function Filters() {
  const [{ search, period }, update] = useUrlState(['search', 'period'])
  return (
    <>
      <output>{`${search ?? 'none'} ${period ?? 'none'}`}</output>
      <button type="button" onClick={() => update({ search: 'bolt', period: 'last30Days' })}>
        Change
      </button>
      <button type="button" onClick={() => update({ search: '  ' })}>
        Clear
      </button>
    </>
  )
}

function renderWith(navigation: AllyNavigation) {
  return render(
    <AllyProvider client={createMockApi().client} navigation={navigation}>
      <Filters />
    </AllyProvider>,
  )
}

describe('useUrlState', () => {
  it("reads the asked keys from the window's URL when the adapter has no useSearch", () => {
    renderWith({ navigate: vi.fn() })
    expect(screen.getByRole('status').textContent).toBe('acme none')
  })

  it('writes through the navigation, replacing, keeping other keys and leaving empty ones out', async () => {
    const user = userEvent.setup()
    const navigate = vi.fn<AllyNavigation['navigate']>()
    renderWith({ navigate })
    await user.click(screen.getByRole('button', { name: 'Change' }))
    expect(navigate).toHaveBeenLastCalledWith(
      '/dashboard/vendors?search=bolt&tab=2&period=last30Days',
      { replace: true },
    )
    await user.click(screen.getByRole('button', { name: 'Clear' }))
    expect(navigate).toHaveBeenLastCalledWith('/dashboard/vendors?tab=2', { replace: true })
  })

  it("follows the router's own query string, and back and forward", () => {
    const { unmount } = renderWith({ navigate: vi.fn(), useSearch: () => '?period=thisYear' })
    expect(screen.getByRole('status').textContent).toBe('none thisYear')
    unmount()

    renderWith({ navigate: vi.fn() })
    act(() => {
      window.history.pushState(null, '', '/dashboard/vendors?search=steel')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    expect(screen.getByRole('status').textContent).toBe('steel none')
  })
})

describe('mergeSearch', () => {
  it('sets, replaces and drops keys; an empty result is no query string at all', () => {
    expect(mergeSearch('?a=1&b=2', { a: '3', b: '' })).toBe('?a=3')
    expect(mergeSearch('a=1', { a: null })).toBe('')
  })
})
