// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const css = readFileSync(new URL('./theme.css', import.meta.url), 'utf8')

/** The declarations of the first rule whose selector list is exactly `selector`. */
function declarationsOf(selector: string): string[] {
  const start = css.indexOf(`${selector} {`)
  if (start < 0) throw new Error(`theme.css has no rule for ${selector}`)
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start))
  return body
    .split(';')
    .map((declaration) => declaration.trim())
    .filter(Boolean)
}

describe('the dark theme', () => {
  // Written twice because a media query cannot share a rule with a plain selector: a partner who
  // opts in and one whose users' systems ask for dark must get the same colours.
  it('is the same whether opted into or asked for by the system', () => {
    const optedIn = declarationsOf('.ally-theme-dark,\n[data-ally-theme="dark"]')
    const bySystem = declarationsOf('  [data-ally-theme="auto"]')
    expect(optedIn.length).toBeGreaterThan(20)
    expect(bySystem).toEqual(optedIn)
  })

  it('redefines every colour token the light theme defines', () => {
    const light = new Set(css.match(/--ally-color-[\w-]+(?=:)/g))
    const dark = new Set(
      declarationsOf('.ally-theme-dark,\n[data-ally-theme="dark"]')
        .map((declaration) => declaration.split(':')[0]?.trim())
        .filter((name) => name?.startsWith('--ally-color-')),
    )
    expect([...light].filter((name) => !dark.has(name))).toEqual([])
  })
})
