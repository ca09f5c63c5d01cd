import { createMemoryStorage, createSessionStore } from '@ally/sdk'
import { createTestToken } from '@ally/sdk/testing'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { useSession } from './useSession'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const store = () =>
  createSessionStore<{ name: string }>({
    local: createMemoryStorage(),
    session: createMemoryStorage(),
  })

function Who({ session }: { session: ReturnType<typeof store> }) {
  const current = useSession(session)
  return <p>{current ? `Signed in as ${current.user.name}` : 'Signed out'}</p>
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('useSession', () => {
  it('re-renders on login, user update and logout', async () => {
    const session = store()
    const container = document.createElement('div')
    document.body.append(container)
    const root = createRoot(container)
    await act(() => root.render(<Who session={session} />))
    expect(container.textContent).toBe('Signed out')

    await act(() => session.save({ token: createTestToken(), user: { name: 'Ada' } }))
    expect(container.textContent).toBe('Signed in as Ada')

    await act(() => session.updateUser({ name: 'Ada L.' }))
    expect(container.textContent).toBe('Signed in as Ada L.')

    await act(() => session.clear())
    expect(container.textContent).toBe('Signed out')
    root.unmount()
  })

  it('renders signed out on the server', () => {
    const session = store()
    session.save({ token: createTestToken(), user: { name: 'Ada' } })
    expect(renderToString(<Who session={session} />)).toContain('Signed out')
  })
})
