import { describe, expect, it } from 'vitest'
import { findPasswordProblem, type PasswordEstimator, personalWords } from './index'

describe('personalWords', () => {
  it('rules out the e-mail, a local part of 4+ characters, names of 3+ and the business name', () => {
    expect(
      personalWords({
        email: ' Bola.Ade@Lagos.example ',
        names: ['Bola Ade', null],
        businessName: 'Lagos Steel Ltd',
      }).forbidden.sort(),
    ).toEqual(['ade', 'bola', 'bola ade', 'bola.ade', 'bola.ade@lagos.example', 'lagos steel ltd'])
    expect(personalWords({ email: 'jo@x.io', names: ['Al', ''] }).forbidden).toEqual(['jo@x.io'])
  })

  it('hands zxcvbn every word of them as an easy guess', () => {
    expect(personalWords({ email: 'jo@acme.io', businessName: 'Acme Steel' }).hints).toEqual(
      expect.arrayContaining(['jo', 'acme', 'io', 'acme steel', 'steel']),
    )
  })
})

describe('findPasswordProblem', () => {
  // A stand-in estimator: the list and the scores are the caller's; the rules are what is tested.
  const estimator: PasswordEstimator = {
    commonPasswords: new Set(['password1']),
    zxcvbn: { check: (password) => ({ score: password.length > 12 ? 4 : 1 }) },
  }
  it('refuses blank, personal, common and guessable passwords, in that order', () => {
    const context = {
      email: 'ada@obi.example',
      names: ['Ada', 'Obi'],
      businessName: 'Obi Supplies',
    }
    expect(findPasswordProblem('        ', context, estimator)).toBe('blank')
    expect(findPasswordProblem('my-Obi-Supplies-99', context, estimator)).toBe('personal')
    expect(findPasswordProblem(' PASSWORD1 ', context, estimator)).toBe('common')
    expect(findPasswordProblem('kettle-42', context, estimator)).toBe('guessable')
    expect(findPasswordProblem('tin-roof-kettle-42', context, estimator)).toBeUndefined()
  })
})
