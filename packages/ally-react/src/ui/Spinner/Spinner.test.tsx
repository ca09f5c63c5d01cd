import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Spinner } from './Spinner'

afterEach(cleanup)

describe('Spinner', () => {
  it('is an indeterminate progress bar named "Loading" by default', () => {
    render(<Spinner />)
    const spinner = screen.getByRole('progressbar', { name: 'Loading' })
    // Indeterminate: no current value for a screen reader to read out.
    expect(spinner.hasAttribute('aria-valuenow')).toBe(false)
  })

  it('takes a more specific label', () => {
    render(<Spinner aria-label="Loading vendors" />)
    expect(screen.getByRole('progressbar', { name: 'Loading vendors' })).toBeTruthy()
  })

  it('exposes its size for styling', () => {
    render(<Spinner size="large" className="page-spinner" />)
    const spinner = screen.getByRole('progressbar')
    expect(spinner.getAttribute('data-size')).toBe('large')
    expect(spinner.className).toBe('ally-Spinner page-spinner')
  })

  it('defaults to the medium size', () => {
    render(<Spinner />)
    expect(screen.getByRole('progressbar').getAttribute('data-size')).toBe('medium')
  })
})
