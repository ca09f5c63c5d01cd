/** Today where the viewer is, `YYYY-MM-DD` (not UTC's today), for comparing with validity days. */
export const localToday = (): string => {
  const now = new Date()
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10)
}
