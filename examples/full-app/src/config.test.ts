import { describe, expect, it } from 'vitest'
import { CONFIG_ELEMENT_ID, readConfig } from './config'

/** A page whose `#ally-config` element holds `json`, or that has no such element. */
const pageWith = (json?: string) => ({
  getElementById: (id: string) =>
    id === CONFIG_ELEMENT_ID && json !== undefined ? ({ textContent: json } as HTMLElement) : null,
})

describe('readConfig', () => {
  it('reads the JSON the server put in the page, escapes included', () => {
    const json = '{"accessKey":"pk_\\u003c/script\\u003e","apiBaseUrl":""}'
    expect(readConfig(pageWith(json))).toEqual({ accessKey: 'pk_</script>', apiBaseUrl: '' })
  })

  it('falls back to the build variables without an injected configuration', () => {
    const fromBuild = {
      accessKey: import.meta.env.VITE_ALLY_ACCESS_KEY ?? '',
      apiBaseUrl: import.meta.env.VITE_ALLY_API_URL ?? '',
    }
    expect(readConfig(pageWith())).toEqual(fromBuild)
    expect(readConfig(pageWith(''))).toEqual(fromBuild)
    expect(readConfig(undefined)).toEqual(fromBuild)
  })
})
