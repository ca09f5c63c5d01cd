import { describe, expect, it } from 'vitest'
import { type ClientConfig, injectClientConfig, scriptSafeJson } from './inject-client-config'

const config: ClientConfig = { accessKey: 'pk_test', apiBaseUrl: '' }
const script =
  '<script type="application/json" id="ally-config">{"accessKey":"pk_test","apiBaseUrl":""}</script>'

describe('injectClientConfig', () => {
  it('goes before the first script of the head', () => {
    const html =
      '<!doctype html><html><head><title>Ally</title><script type="module" src="/assets/a.js"></script><script src="/b.js"></script></head><body></body></html>'
    expect(injectClientConfig(html, config)).toBe(
      `<!doctype html><html><head><title>Ally</title>${script}<script type="module" src="/assets/a.js"></script><script src="/b.js"></script></head><body></body></html>`,
    )
  })

  it('goes at the end of a head without scripts, not before a script in the body', () => {
    const html =
      '<html><HEAD><link rel="stylesheet" href="/a.css"></HEAD><body><script src="/b.js"></script></body></html>'
    expect(injectClientConfig(html, config)).toBe(
      `<html><HEAD><link rel="stylesheet" href="/a.css">${script}</HEAD><body><script src="/b.js"></script></body></html>`,
    )
  })

  it('stays after the doctype of a page without a head', () => {
    expect(injectClientConfig('<!DOCTYPE html><p>hi</p>', config)).toBe(
      `<!DOCTYPE html>${script}<p>hi</p>`,
    )
  })

  it('keeps a hostile key inside its data block and its string', () => {
    const accessKey = 'pk_</script><script>alert(1)</script><!--\u2028&'
    const page = injectClientConfig('<head></head>', { accessKey, apiBaseUrl: '' })
    expect(page.match(/<\/script>/g)).toHaveLength(1)
    expect(page.match(/<script/g)).toHaveLength(1)
    expect(page).not.toContain('<!--')
    const open = '<script type="application/json" id="ally-config">'
    const json = page.slice(page.indexOf(open) + open.length, page.indexOf('</script>'))
    expect(JSON.parse(json)).toEqual({ accessKey, apiBaseUrl: '' })
  })

  it('escapes only what a script element cannot hold', () => {
    expect(scriptSafeJson({ a: '<>&\u2028\u2029"é' })).toBe(
      '{"a":"\\u003c\\u003e\\u0026\\u2028\\u2029\\"é"}',
    )
  })
})
