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
  // Each colour is one `light-dark(<light>, <dark>)`, so a partner who opts into dark and one
  // whose users' systems ask for it get the same colours from the same declaration.
  it('gives every colour token a light and a dark value', () => {
    const colours = css.match(/^ {2}--ally-color-[\w-]+:[^;]*/gm) ?? []
    expect(colours.length).toBeGreaterThan(20)
    expect(
      colours.filter((declaration) => !/:\s*light-dark\([^,]+,[^)]+\)$/.test(declaration)),
    ).toEqual([])
  })

  it('is chosen when opted into, and by the system under "auto"', () => {
    expect(declarationsOf('.ally-theme-dark,\n[data-ally-theme="dark"]')).toEqual([
      'color-scheme: dark',
    ])
    expect(declarationsOf('[data-ally-theme="auto"]')).toEqual(['color-scheme: light dark'])
  })
})
