/**
 * A clock that can be set: the server's "now" while a browser test walks through later days (a
 * shipment past its expected delivery, an RFQ past its deadline). Only built with `ALLY_DEV_CLOCK=1`
 * outside production (docs/architecture.md#server-runtime-defaults). It moves by an offset, so
 * time keeps running from the moment it was set, and it is per process.
 */
export interface DevClock {
  now: () => Date
  /** Sets "now" to `at` from here on; null goes back to the underlying clock. */
  set: (at: Date | null) => void
}

export function createDevClock(real: () => Date = () => new Date()): DevClock {
  let offsetMs = 0
  return {
    now: () => new Date(real().getTime() + offsetMs),
    set: (at) => {
      offsetMs = at ? at.getTime() - real().getTime() : 0
    },
  }
}
