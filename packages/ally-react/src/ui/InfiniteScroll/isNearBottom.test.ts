import { INFINITE_SCROLL_THRESHOLD_PX } from '@ally/sdk'
import { describe, expect, it } from 'vitest'
import { isNearBottom } from './isNearBottom'

describe('isNearBottom', () => {
  it('is true within the threshold of the bottom, inclusive', () => {
    expect(isNearBottom({ scrollTop: 775, scrollHeight: 1000, clientHeight: 200 }, 25)).toBe(true)
    expect(isNearBottom({ scrollTop: 800, scrollHeight: 1000, clientHeight: 200 }, 25)).toBe(true)
  })

  it('is false further away than the threshold', () => {
    expect(isNearBottom({ scrollTop: 774, scrollHeight: 1000, clientHeight: 200 }, 25)).toBe(false)
    expect(isNearBottom({ scrollTop: 0, scrollHeight: 1000, clientHeight: 200 }, 25)).toBe(false)
  })

  it('defaults to the SDK threshold of 25 px', () => {
    expect(INFINITE_SCROLL_THRESHOLD_PX).toBe(25)
    expect(isNearBottom({ scrollTop: 775, scrollHeight: 1000, clientHeight: 200 })).toBe(true)
    expect(isNearBottom({ scrollTop: 774, scrollHeight: 1000, clientHeight: 200 })).toBe(false)
  })

  it('is true when the content does not fill the container', () => {
    expect(isNearBottom({ scrollTop: 0, scrollHeight: 200, clientHeight: 200 }, 25)).toBe(true)
  })

  it('honours a custom threshold', () => {
    const metrics = { scrollTop: 700, scrollHeight: 1000, clientHeight: 200 }
    expect(isNearBottom(metrics, 100)).toBe(true)
    expect(isNearBottom(metrics, 99)).toBe(false)
  })
})
