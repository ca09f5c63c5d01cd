// News one domain gives the others once its write has committed, for work that may follow it in
// the same process (a workflow waiting for a round's answers wakes up, one on an event looks for it). Best effort by design: a
// listener that fails is logged, never the writer's failure, and whoever depends on the news also
// looks for it on its own now and then (docs/architecture.md, "Workflows").

/** What happened, and to what. */
export type Signal =
  | { type: 'rfq.answered' | 'rfq.declined'; rfqId: string }
  | { type: 'order.created'; orderId: string }
  | { type: 'rfq.sent'; quoteId: string }
  /** Someone left the team, or their role changed: what acts as them may have to stop. */
  | { type: 'member.changed'; businessId: string; userId: string }
  | { type: 'purchase_order.answered'; poId: string }

export type SignalListener = (signal: Signal) => Promise<void> | void

export interface Signals {
  /** Tells every listener, without waiting for them. */
  emit(signal: Signal): void
  /** Listens until the returned function is called. */
  on(listener: SignalListener): () => void
}

export function createSignals(onError: (error: unknown, signal: Signal) => void): Signals {
  const listeners = new Set<SignalListener>()
  return {
    emit(signal) {
      for (const listener of listeners) {
        Promise.resolve()
          .then(() => listener(signal))
          .catch((error: unknown) => onError(error, signal))
      }
    },
    on(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
