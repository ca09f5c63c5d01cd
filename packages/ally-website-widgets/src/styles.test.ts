// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8').replace(
  /\/\*[\s\S]*?\*\//g,
  '',
)
const theme = readFileSync(new URL('../../ally-react/src/ui/theme.css', import.meta.url), 'utf8')

describe('styles.css', () => {
  it('styles nothing outside the widgets: every selector starts with an .ally-w- class', () => {
    const selectors = [...css.matchAll(/(?:^|[{}])\s*([^{}@\s][^{}]*?)\s*{/g)]
      .map(([, list]) => list?.trim() ?? '')
      .filter((list) => !/^(from|to|\d+%)$/.test(list))
      .flatMap((list) => list.split(',').map((selector) => selector.trim()))
    expect(selectors.length).toBeGreaterThan(40)
    expect(selectors.filter((selector) => !/^(\w+)?\.ally-w-/.test(selector))).toEqual([])
  })

  it("themes with @ally/react's tokens, each with a fallback", () => {
    const uses = [...css.matchAll(/var\(\s*(--[\w-]+)\s*(,)?/g)]
    expect(uses.length).toBeGreaterThan(50)
    const defined = new Set(theme.match(/--ally-[\w-]+(?=:)/g))
    expect(uses.map(([, name]) => name).filter((name) => !defined.has(name ?? ''))).toEqual([])
    expect(uses.filter(([, , comma]) => !comma).map(([use]) => use)).toEqual([])
  })
})
