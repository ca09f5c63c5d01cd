// A session's user agent as a person recognises their device in settings: "Chrome on macOS".
// Only the browsers and systems most people use are named; the rest read "A browser" or
// "an unknown system", which is still enough to tell one's own sessions apart by their dates.

/** Tested in order: Edge and Opera also say Chrome, Chrome also says Safari. */
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\b(Headless)?Chrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
]

/** iOS and Android before the desktop systems their agents also mention. */
const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/\biPhone|\biPad|\biPod/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
]

const first = (list: ReadonlyArray<[RegExp, string]>, agent: string) =>
  list.find(([pattern]) => pattern.test(agent))?.[1]

/** "Chrome on macOS", "Firefox on an unknown system", or "An unknown device". */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'An unknown device'
  const browser = first(BROWSERS, userAgent)
  const system = first(SYSTEMS, userAgent)
  if (!browser && !system) return 'An unknown device'
  return `${browser ?? 'A browser'} on ${system ?? 'an unknown system'}`
}
