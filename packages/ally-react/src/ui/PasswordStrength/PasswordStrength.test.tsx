import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { TextInput } from '../TextInput'
import { PasswordStrength } from './PasswordStrength'
import {
  judgePassword,
  loadPasswordEstimator,
  PASSWORD_MESSAGES,
  type PasswordContext,
} from './passwordPolicy'

const ada: PasswordContext = {
  email: 'Ada.Obi@example.com',
  names: ['Ada', 'Obi'],
  businessName: 'Obi Supplies',
}

/** The meter as the screens use it: the description of a password field. */
function PasswordField({ context }: { context?: PasswordContext }) {
  const [password, setPassword] = useState('')
  return (
    <TextInput
      label="Password"
      type="password"
      onChange={setPassword}
      description={<PasswordStrength password={password} context={context} />}
    />
  )
}

const meter = () => document.querySelector<HTMLElement>('.ally-PasswordStrength')

describe('judgePassword', () => {
  // The cases packages/ally-server/src/services/password-policy.test.ts refuses and accepts: the
  // meter must call weak exactly what the server refuses.
  it.each([
    ['password', 'common'],
    ['12345678', 'common'],
    ['PASSWORD', 'common'],
    [' iloveyou ', 'common'],
    ['        ', 'blank'],
    ['Kangaroo2019', 'guessable'],
    ['hunter2hunter2', 'guessable'],
    ['1'.repeat(128), 'guessable'],
    [`${'x'.repeat(64)}Zq7!fjord-lantern`, 'guessable'],
    ['ada.obi@example.com', 'personal'],
    ['ada.obi-tin-roof-42', 'personal'],
    ['tea-for-obi-99x', 'personal'],
    ['obi supplies rock 9', 'personal'],
  ] as const)('calls %j weak (%s), as the server refuses it', async (password, problem) => {
    expect(judgePassword(password, ada, await loadPasswordEstimator())).toEqual({
      strength: 'weak',
      problem,
    })
  })

  it.each([
    ['correct-horse-1', 'strong'],
    ['Tin-roof-kettle-42', 'strong'],
    ['Summer2024!', 'fair'],
  ] as const)('accepts %j as %s', async (password, strength) => {
    expect(judgePassword(password, ada, await loadPasswordEstimator())).toEqual({ strength })
  })

  it('judges only the length, spaces and personal details until the dictionary loads', () => {
    expect(judgePassword('', ada, undefined)).toEqual({ strength: 'empty' })
    expect(judgePassword('passwor', ada, undefined)).toEqual({ strength: 'short' })
    expect(judgePassword('password', ada, undefined)).toEqual({ strength: 'unchecked' })
    expect(judgePassword(' '.repeat(8), ada, undefined)).toEqual({
      strength: 'weak',
      problem: 'blank',
    })
    expect(judgePassword('obi-tin-roof', ada, undefined)).toEqual({
      strength: 'weak',
      problem: 'personal',
    })
  })
})

describe('PasswordStrength', () => {
  it('asks for 8 characters before anything is typed, and says a short one is too short', async () => {
    const user = userEvent.setup()
    render(<PasswordField />)
    expect(meter()?.textContent).toBe('At least 8 characters.')
    expect(meter()?.dataset.strength).toBe('empty')
    await user.type(screen.getByLabelText('Password'), 'abc')
    expect(screen.getByText('Strength: too short')).toBeTruthy()
    expect(meter()?.dataset.strength).toBe('short')
  })

  it('calls a common password weak, in words announced politely', async () => {
    const user = userEvent.setup()
    render(<PasswordField />)
    await user.type(screen.getByLabelText('Password'), 'password')
    expect(await screen.findByText('Strength: weak')).toBeTruthy()
    const live = meter()?.querySelector('[aria-live="polite"]')
    expect(live?.textContent).toBe(`Strength: weak. ${PASSWORD_MESSAGES.common}`)
    // The bar repeats the words for sighted users only.
    expect(meter()?.querySelector('.ally-PasswordStrength-bar')?.getAttribute('aria-hidden')).toBe(
      'true',
    )
  })

  it("calls a password with the person's name in it weak", async () => {
    const user = userEvent.setup()
    render(<PasswordField context={ada} />)
    await user.type(screen.getByLabelText('Password'), 'Obi-tin-roof-42')
    expect(await screen.findByText(PASSWORD_MESSAGES.personal)).toBeTruthy()
  })

  it('rates fair and strong passwords, filling the bar', async () => {
    const user = userEvent.setup()
    render(<PasswordField context={ada} />)
    const field = screen.getByLabelText('Password')
    await user.type(field, 'Summer2024!')
    expect(await screen.findByText('Strength: fair')).toBeTruthy()
    expect(meter()?.querySelectorAll('[data-filled]')).toHaveLength(2)
    await user.clear(field)
    await user.type(field, 'Tin-roof-kettle-42')
    expect(await screen.findByText('Strength: strong')).toBeTruthy()
    expect(meter()?.querySelectorAll('[data-filled]')).toHaveLength(3)
    expect(meter()?.dataset.strength).toBe('strong')
  })

  it("describes the field it sits under, and takes the caller's class", () => {
    render(<PasswordField />)
    const describedBy = screen.getByLabelText('Password').getAttribute('aria-describedby') ?? ''
    const descriptions = describedBy.split(' ').map((id) => document.getElementById(id))
    expect(descriptions.some((element) => element?.contains(meter()))).toBe(true)
    render(<PasswordStrength password="" className="signup-meter" />)
    expect(document.querySelector('.signup-meter')?.className).toBe(
      'ally-PasswordStrength signup-meter',
    )
  })
})
