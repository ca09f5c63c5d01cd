import { describe, expect, it } from 'vitest'
import { preloadLinks, takeRoutePreloads } from './route-preloads'

const list = (json: string) =>
  `<script type="application/json" id="ally-route-preloads">${json}</script>\n  `

describe('takeRoutePreloads', () => {
  it("takes the build's list out of the page and reads its routes", () => {
    const table = [
      ['^\\/login\\/?$', 'i', ['assets/LoginPage-a.js', 'assets/LoginPage-a.css']],
      ['^\\/$', '', ['assets/Home-b.js']],
    ]
    const html = `<head><title>Ally</title>${list(JSON.stringify(table))}</head>`
    const { html: page, at, routes } = takeRoutePreloads(html)
    expect(page).toBe('<head><title>Ally</title></head>')
    expect(page.slice(at)).toBe('</head>')
    expect(routes.map(({ pattern }) => pattern.test('/LOGIN/'))).toEqual([true, false])
    expect(routes.map(({ pattern }) => pattern.test('/'))).toEqual([false, true])
    expect(routes[0]?.files).toEqual(['assets/LoginPage-a.js', 'assets/LoginPage-a.css'])
  })

  it('leaves a page without a list as it is', () => {
    const html = '<head><script type="module" src="/a.js"></script></head>'
    expect(takeRoutePreloads(html)).toEqual({ html, at: html.length, routes: [] })
  })

  it('drops a list it cannot read, and any file that is not a plain path', () => {
    expect(takeRoutePreloads(`<head>${list('[[nope')}</head>`)).toMatchObject({
      html: '<head></head>',
      routes: [],
    })
    const odd = JSON.stringify([['^/x$', 'g', ['assets/ok.js', 'a"b.js', '../../x.js', '/abs.js']]])
    const [route] = takeRoutePreloads(list(odd)).routes
    expect(route?.files).toEqual(['assets/ok.js'])
    // No state kept between tests, so every request is matched alike.
    expect([route?.pattern.test('/x'), route?.pattern.test('/x')]).toEqual([true, true])
  })
})

describe('preloadLinks', () => {
  it('preloads modules as modules and stylesheets without blocking the first paint', () => {
    expect(preloadLinks(['assets/Page-a.js', 'assets/Page-a.css'])).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/Page-a.js">' +
        '<link rel="preload" as="style" crossorigin href="/assets/Page-a.css">',
    )
    expect(preloadLinks([])).toBe('')
  })
})
