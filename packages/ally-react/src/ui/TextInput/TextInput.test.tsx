import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TextInput } from './TextInput'

afterEach(cleanup)

/** A form that never navigates, so native validation runs exactly as in a browser. */
function Form({ children }: { children: ReactNode }) {
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      {children}
      <button type="submit">Save</button>
    </form>
  )
}

describe('TextInput', () => {
  it('is named by its label and reports typing', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<TextInput label="Company name" name="company" onChange={onChange} />)

    const input = screen.getByRole('textbox', { name: 'Company name' })
    await user.type(input, 'Acme')

    expect(input).toHaveProperty('value', 'Acme')
    expect(input.getAttribute('name')).toBe('company')
    expect(onChange).toHaveBeenLastCalledWith('Acme')
  })

  it('marks a required field visibly, with the marker hidden from screen readers', () => {
    render(<TextInput label="Email" type="email" required />)

    // The accessible name leaves the aria-hidden "*" out.
    const input = screen.getByRole('textbox', { name: 'Email' })
    expect(input).toHaveProperty('required', true)
    const marker = screen.getByText('*')
    expect(marker.getAttribute('aria-hidden')).toBe('true')
  })

  it('shows no required marker on an optional field', () => {
    render(<TextInput label="Nickname" />)
    expect(screen.queryByText('*')).toBeNull()
    expect(screen.getByRole('textbox', { name: 'Nickname' })).toHaveProperty('required', false)
  })

  it('shows the pattern message after submit and clears it once the fixed value is committed', async () => {
    const user = userEvent.setup()
    render(
      <Form>
        <TextInput label="Code" pattern="[A-Z]{3}" patternMessage="Use three capital letters" />
      </Form>,
    )
    const input = screen.getByRole('textbox', { name: 'Code' })
    await user.type(input, 'ab')
    expect(screen.queryByText('Use three capital letters')).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Save' }))

    const error = screen.getByText('Use three capital letters')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(error.id)

    await user.clear(input)
    await user.type(input, 'ABC')
    await user.tab()
    expect(screen.queryByText('Use three capital letters')).toBeNull()
    expect(input.getAttribute('aria-invalid')).toBeNull()
  })

  it('takes an error away as soon as the field is fixed, and follows the value once shown', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(
      <Form>
        <TextInput
          label="Code"
          required
          pattern="[A-Z]{3}"
          patternMessage="Use three capital letters"
          onChange={onChange}
        />
        <TextInput label="Name" required />
      </Form>,
    )
    await user.click(screen.getByRole('button', { name: 'Save' }))
    const code = screen.getByRole('textbox', { name: 'Code' })
    const name = screen.getByRole('textbox', { name: 'Name' })
    expect(code.getAttribute('aria-invalid')).toBe('true')

    // Still in the field: the empty-field error gives way to what is wrong now, then to nothing.
    await user.type(code, 'A')
    expect(screen.getByText('Use three capital letters')).toBeTruthy()
    await user.type(code, 'BC')
    expect(document.activeElement).toBe(code)
    expect(code.getAttribute('aria-invalid')).toBeNull()
    expect(screen.queryByText('Use three capital letters')).toBeNull()
    // A field not touched keeps its error; the re-check adds no change event of its own.
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(onChange.mock.calls.map(([value]) => value)).toEqual(['A', 'AB', 'ABC'])
  })

  it('shows the pattern message when the user leaves a changed field', async () => {
    const user = userEvent.setup()
    render(<TextInput label="Code" pattern="[A-Z]{3}" patternMessage="Use three capital letters" />)
    const input = screen.getByRole('textbox', { name: 'Code' })
    expect(input.getAttribute('title')).toBe('Use three capital letters')

    await user.type(input, 'ab')
    await user.tab()
    expect(screen.getByText('Use three capital letters')).toBeTruthy()
  })

  it('shows the error message override when a required field is left empty', async () => {
    const user = userEvent.setup()
    render(
      <Form>
        <TextInput label="Email" type="email" required errorMessage="Enter your email" />
      </Form>,
    )
    await user.click(screen.getByRole('button', { name: 'Save' }))

    expect(screen.getByText('Enter your email')).toBeTruthy()
    // Native validation moves focus to the first invalid field.
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }))
  })

  it('passes minLength to the browser', () => {
    // jsdom does not implement `tooShort`, so the message itself is the browser's job.
    render(<TextInput label="Name" minLength={3} />)
    expect(screen.getByRole('textbox', { name: 'Name' }).getAttribute('minlength')).toBe('3')
  })

  it('rejects a number below min', async () => {
    const user = userEvent.setup()
    render(
      <Form>
        <TextInput label="Quantity" type="number" min={10} errorMessage="Order at least 10" />
      </Form>,
    )
    const input = screen.getByRole('spinbutton', { name: 'Quantity' })
    expect(input.getAttribute('min')).toBe('10')

    await user.type(input, '5')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(screen.getByText('Order at least 10')).toBeTruthy()

    await user.clear(input)
    await user.type(input, '12')
    await user.tab()
    expect(screen.queryByText('Order at least 10')).toBeNull()
  })

  it('links the description to the input', () => {
    render(<TextInput label="Tax ID" description="As printed on your certificate" />)
    const input = screen.getByRole('textbox', { name: 'Tax ID' })
    const description = screen.getByText('As printed on your certificate')
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(description.id)
  })

  it('toggles password visibility with a pressed-state button', async () => {
    const user = userEvent.setup()
    render(<TextInput label="Password" type="password" defaultValue="s3cret" />)

    const input = screen.getByLabelText('Password', { selector: 'input' })
    const toggle = screen.getByRole('button', { name: 'Show password' })
    expect(input.getAttribute('type')).toBe('password')
    expect(toggle.getAttribute('aria-pressed')).toBe('false')

    await user.click(toggle)
    expect(input.getAttribute('type')).toBe('text')
    expect(toggle.getAttribute('aria-pressed')).toBe('true')
    expect(input).toHaveProperty('value', 's3cret')

    await user.keyboard('{Enter}')
    expect(input.getAttribute('type')).toBe('password')
    expect(toggle.getAttribute('aria-pressed')).toBe('false')
  })

  it('never submits the form from the password toggle', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault())
    render(
      <form onSubmit={onSubmit}>
        <TextInput label="Password" type="password" />
      </form>,
    )
    await user.click(screen.getByRole('button', { name: 'Show password' }))
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('has no toggle on other input types', () => {
    render(<TextInput label="Email" type="email" />)
    expect(screen.queryByRole('button')).toBeNull()
  })
})
