import { PASSWORD_MESSAGES } from '@ally/sdk/passwords'
import { describe, expect, it } from 'vitest'
import { HttpError } from '../http/errors'
import {
  assertAcceptablePassword,
  findPasswordProblem,
  loadPasswordEstimator,
  type PasswordContext,
} from './password-policy'

const ada: PasswordContext = {
  email: 'Ada.Obi@example.com',
  names: ['Ada', 'Obi'],
  businessName: 'Obi Supplies',
}

describe('findPasswordProblem', () => {
  it.each([
    ['password', 'common'],
    ['12345678', 'common'],
    ['PASSWORD', 'common'],
    [' iloveyou ', 'common'],
    ['qwertyuiop', 'common'],
    ['        ', 'blank'],
    ['\t \n     ', 'blank'],
    ['Kangaroo2019', 'guessable'],
    ['hunter2hunter2', 'guessable'],
    ['1'.repeat(128), 'guessable'],
    // Only the first 64 characters are scored (zxcvbn's time grows fast with length).
    [`${'x'.repeat(64)}Zq7!fjord-lantern`, 'guessable'],
  ] as const)('refuses %j as %s', async (password, problem) => {
    expect(await findPasswordProblem(password, ada)).toBe(problem)
  })

  it.each([
    ['ada.obi@example.com'],
    ['my ADA.OBI@EXAMPLE.COM login'],
    ['ada.obi-tin-roof-42'],
    ['Ada-likes-green-tea'],
    ['tea-for-obi-99x'],
    ['obi supplies rock 9'],
  ])('refuses %j for containing the e-mail, a name or the business name', async (password) => {
    expect(await findPasswordProblem(password, ada)).toBe('personal')
  })

  it.each([
    ['correct-horse-1'],
    ['Tin-roof-kettle-42'],
    ['Summer-lantern-fjord'],
    // The local part of `jo@…` is too short to rule out, and "supplies" alone is not the name.
    ['jo-jo-bolt-lantern-88'],
    ['supplies-bolt-lantern-7'],
    [`Zq7!fjord-lantern-${'x'.repeat(100)}`],
  ])('accepts %j', async (password) => {
    expect(await findPasswordProblem(password, { ...ada, email: 'jo@example.com' })).toBeUndefined()
  })

  it('needs no context', async () => {
    expect(await findPasswordProblem('password')).toBe('common')
    expect(await findPasswordProblem('correct-horse-1')).toBeUndefined()
  })

  it('loads the dictionary once', async () => {
    expect(loadPasswordEstimator()).toBe(loadPasswordEstimator())
    const { commonPasswords } = await loadPasswordEstimator()
    expect(commonPasswords.size).toBeGreaterThan(40_000)
  })
})

describe('assertAcceptablePassword', () => {
  it('throws a 400 that names body.password', async () => {
    const error = await assertAcceptablePassword('password', {}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect((error as HttpError).status).toBe(400)
    expect((error as HttpError).toBody()).toEqual({
      message: PASSWORD_MESSAGES.common,
      errors: [{ path: 'body.password', message: PASSWORD_MESSAGES.common }],
    })
  })

  it('lets an acceptable password through', async () => {
    await expect(assertAcceptablePassword('correct-horse-1', ada)).resolves.toBeUndefined()
  })
})
