import { TOAST_DURATION_MS } from '@ally/sdk'
import { act, render, screen, waitFor } from '@testing-library/react'
import { useEffect } from 'react'
import { describe, expect, it } from 'vitest'
import { Toaster, toast } from '../../ui/Toaster'
import { useErrorToast } from './useErrorToast'

function FailingScreen({ message }: { message: string }) {
  const failure = useErrorToast()
  useEffect(() => failure.show(new Error(message)), [failure, message])
  return <p>screen</p>
}

describe('useErrorToast', () => {
  it("dismisses the screen's failure toast when the screen goes, before its time runs out", async () => {
    const { rerender } = render(
      <>
        <FailingScreen message="That code is not right." />
        <Toaster />
      </>,
    )
    expect(await screen.findByText('That code is not right.')).toBeTruthy()
    const shownAt = Date.now()

    rerender(<Toaster />)
    await waitFor(() => expect(screen.queryByText('That code is not right.')).toBeNull())
    expect(Date.now() - shownAt).toBeLessThan(TOAST_DURATION_MS.error)
  })

  it('leaves a toast shown by anything else alone', async () => {
    const { rerender } = render(
      <>
        <FailingScreen message="That code is not right." />
        <Toaster />
      </>,
    )
    await screen.findByText('That code is not right.')
    act(() => void toast.success('Verify code resent to your mail.'))
    rerender(<Toaster />)
    await waitFor(() => expect(screen.queryByText('That code is not right.')).toBeNull())
    expect(screen.getByText('Verify code resent to your mail.')).toBeTruthy()
  })
})
