import { DROPDOWN_MAX_HEIGHT } from '@ally/sdk'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type FormEvent, useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Select, type SelectOption } from './Select'

afterEach(cleanup)

const currencies: SelectOption[] = [
  { id: 'usd', label: 'US dollar' },
  { id: 'eur', label: 'Euro' },
  { id: 'gbp', label: 'Pound sterling' },
]

function Controlled() {
  const [key, setKey] = useState<string | null>('gbp')
  return (
    <>
      <Select label="Currency" options={currencies} selectedKey={key} onSelectionChange={setKey} />
      <output>{key ?? 'none'}</output>
    </>
  )
}

describe('Select', () => {
  it('selects an option with the arrow keys and Enter', async () => {
    const user = userEvent.setup()
    const onSelectionChange = vi.fn()
    render(
      <Select
        label="Currency"
        options={currencies}
        placeholder="Pick a currency"
        onSelectionChange={onSelectionChange}
      />,
    )
    const trigger = screen.getByRole('button', { name: /Currency/ })
    expect(trigger.textContent).toContain('Pick a currency')

    await user.tab()
    expect(document.activeElement).toBe(trigger)
    await user.keyboard('{ArrowDown}')
    const listbox = screen.getByRole('listbox', { name: 'Currency' })
    expect(document.activeElement).toBe(within(listbox).getByRole('option', { name: 'US dollar' }))

    await user.keyboard('{ArrowDown}{Enter}')

    expect(onSelectionChange).toHaveBeenCalledWith('eur')
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(trigger.textContent).toContain('Euro')
    // react-aria hands focus back to the trigger on the next animation frame.
    await waitFor(() => expect(document.activeElement).toBe(trigger))
  })

  it('shows "No Data" when opened without options', async () => {
    const user = userEvent.setup()
    render(<Select label="Vendor" options={[]} />)

    await user.click(screen.getByRole('button', { name: /Vendor/ }))

    const listbox = screen.getByRole('listbox', { name: 'Vendor' })
    expect(within(listbox).getByText('No Data')).toBeTruthy()
    expect(listbox.hasAttribute('data-empty')).toBe(true)
  })

  it('limits the menu height to the dropdown constant', async () => {
    const user = userEvent.setup()
    render(<Select label="Currency" options={currencies} />)
    await user.click(screen.getByRole('button', { name: /Currency/ }))

    const listbox = screen.getByRole('listbox')
    expect(listbox.getAttribute('class')).toContain('ally-Select-listbox')
    expect(listbox.style.getPropertyValue('--ally-select-default-max-height')).toBe(
      DROPDOWN_MAX_HEIGHT,
    )
  })

  it('follows a controlled selectedKey', async () => {
    const user = userEvent.setup()
    render(<Controlled />)
    const trigger = screen.getByRole('button', { name: /Currency/ })
    expect(trigger.textContent).toContain('Pound sterling')

    await user.click(trigger)
    await user.click(screen.getByRole('option', { name: 'US dollar' }))

    expect(trigger.textContent).toContain('US dollar')
    expect(screen.getByRole('status').textContent).toBe('usd')
  })

  it('marks the selected option when reopened', async () => {
    const user = userEvent.setup()
    render(<Select label="Currency" options={currencies} defaultSelectedKey="eur" />)
    await user.click(screen.getByRole('button', { name: /Currency/ }))

    const selected = screen.getByRole('option', { selected: true })
    expect(selected.textContent).toBe('Euro')
  })

  it('shows a required marker hidden from screen readers', () => {
    render(<Select label="Order type" options={currencies} isRequired />)
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true')
    expect(screen.getByRole('button', { name: /Order type/ }).textContent).not.toContain('*')
  })

  it('blocks submitting a required select until an option is chosen', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn((event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      return new FormData(event.currentTarget).get('vendor')
    })
    render(
      <form onSubmit={onSubmit}>
        <Select
          label="Vendor"
          name="vendor"
          options={currencies}
          isRequired
          errorMessage="Choose a vendor"
        />
        <button type="submit">Send</button>
      </form>,
    )
    await user.click(screen.getByRole('button', { name: 'Send' }))

    expect(onSubmit).not.toHaveBeenCalled()
    const trigger = screen.getByRole('button', { name: /Vendor/ })
    const error = screen.getByText('Choose a vendor')
    expect(trigger.getAttribute('aria-describedby')).toContain(error.id)
    expect(document.activeElement).toBe(trigger)

    await user.keyboard('{ArrowDown}{Enter}')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(onSubmit).toHaveReturnedWith('usd')
    expect(screen.queryByText('Choose a vendor')).toBeNull()
  })

  it('cannot be opened when disabled', async () => {
    const user = userEvent.setup()
    render(<Select label="Currency" options={currencies} isDisabled />)
    const trigger = screen.getByRole('button', { name: /Currency/ })
    expect(trigger).toHaveProperty('disabled', true)

    await user.click(trigger)
    expect(screen.queryByRole('listbox')).toBeNull()
  })
})
