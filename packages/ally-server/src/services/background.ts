/**
 * Work a request starts and does not wait for (an export archive being built): each task runs in
 * this process, its failure is logged, and `idle` resolves once every task started so far has
 * ended — the server waits for it when closing, and tests before checking what was stored.
 * Durable, resumable jobs are the workflow engine's (docs/architecture.md); this is for work that
 * may be lost with the process and says so to whoever waits on it.
 */
export function createBackgroundWork(logError: (error: unknown, task: string) => void) {
  const running = new Set<Promise<void>>()
  return {
    run(task: string, work: () => Promise<void>): void {
      const done = work()
        .catch((error: unknown) => logError(error, task))
        .finally(() => running.delete(done))
      running.add(done)
    },
    async idle(): Promise<void> {
      while (running.size) await Promise.allSettled([...running])
    },
  }
}

export type BackgroundWork = ReturnType<typeof createBackgroundWork>
