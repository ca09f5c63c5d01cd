import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import subsetFont from 'subset-font'
import type { Plugin } from 'vite'

/**
 * The characters nearly every page writes: ASCII and the punctuation of the app's own texts (no-break
 * space, £ ¥ § © ® ° · ×, dashes, quotes, bullet, ellipsis, €, ™, minus). All of them are in
 * fontsource's latin file, whose unicode-range covers them.
 */
export const CORE_RANGES = [
  [0x20, 0x7e],
  [0xa0],
  [0xa3],
  [0xa5],
  [0xa7],
  [0xa9],
  [0xae],
  [0xb0],
  [0xb7],
  [0xd7],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022],
  [0x2026],
  [0x20ac],
  [0x2122],
  [0x2212],
] as const

/**
 * The weights the app's stylesheets use: @ally/react's tokens (400 to 700) and the not-found
 * page's 800. The core file keeps only that part of Inter's weight axis; the build fails if a
 * stylesheet asks for another (`generateBundle` below).
 */
export const CORE_WEIGHTS = { min: 400, max: 800 } as const

const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0')

/** `CORE_RANGES` as a CSS unicode-range. */
export const coreUnicodeRange = () =>
  CORE_RANGES.map(([from, to]) => (to ? `U+${hex(from)}-${hex(to)}` : `U+${hex(from)}`)).join(', ')

/** Every character of `CORE_RANGES`, as the text to keep in the subset. */
export function coreText(): string {
  let text = ''
  for (const [from, to = from] of CORE_RANGES) {
    for (let code = from; code <= to; code++) text += String.fromCodePoint(code)
  }
  return text
}

/**
 * The numeric `font-weight`s a stylesheet sets (declarations and the fallbacks of `var()`), apart
 * from @font-face descriptors, which say what a font file holds rather than what a page asks for.
 */
export function usedWeights(css: string): number[] {
  const withoutFaces = css.replace(/@font-face\s*\{[^}]*\}/g, '')
  const weights: number[] = []
  for (const match of withoutFaces.matchAll(/font-weight[\w-]*\s*:\s*([^;}]+)/g)) {
    for (const number of (match[1] ?? '').matchAll(/\b(\d{3})\b/g)) weights.push(Number(number[1]))
  }
  return weights
}

const VIRTUAL_ID = 'virtual:ally-inter-core.css'
const RESOLVED_ID = `\0${VIRTUAL_ID}`

/**
 * Inter's latin file is 48 kB, and every first visit downloads it before its largest text paints
 * (docs/performance.md#the-font). This plugin makes a second latin face for the same family from
 * it, at build time: only `CORE_RANGES`, only the weights of `CORE_WEIGHTS` (23.4 kB). Declared
 * after fontsource's faces, the browser takes it first for the characters it covers and fetches
 * the whole latin file only for a page that writes another one (an é in a vendor's name).
 * Import `virtual:ally-inter-core.css` after `@fontsource-variable/inter`.
 */
export function interCore({ cacheDir }: { cacheDir: string }): Plugin {
  const require = createRequire(import.meta.url)
  let file: Promise<string> | undefined

  async function subset(): Promise<string> {
    const source = await readFile(
      require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
    )
    // Made again on every build (~1 s); the build names the file by its content.
    const path = join(cacheDir, 'inter-latin-core.woff2')
    const core = await subsetFont(source, coreText(), {
      targetFormat: 'woff2',
      variationAxes: { wght: CORE_WEIGHTS },
    })
    await mkdir(cacheDir, { recursive: true })
    await writeFile(path, core)
    return path
  }

  return {
    name: 'ally:inter-core',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined
      file ??= subset()
      // Same family, style and weight range as fontsource's faces, so the browser treats them as
      // one font and picks between them by unicode-range alone (the last declared is tried first).
      return `@font-face {
  font-family: 'Inter Variable';
  font-style: normal;
  font-display: swap;
  font-weight: 100 900;
  src: url('${await file}') format('woff2-variations');
  unicode-range: ${coreUnicodeRange()};
}
`
    },
    generateBundle(_options, bundle) {
      for (const asset of Object.values(bundle)) {
        if (asset.type !== 'asset' || !asset.fileName.endsWith('.css')) continue
        const outside = usedWeights(String(asset.source)).filter(
          (weight) => weight < CORE_WEIGHTS.min || weight > CORE_WEIGHTS.max,
        )
        if (outside.length) {
          this.error(
            `${asset.fileName} sets font-weight ${[...new Set(outside)].join(', ')}, outside ` +
              `${CORE_WEIGHTS.min}-${CORE_WEIGHTS.max}, the weights the core Inter file keeps ` +
              '(build/inter-core.ts): widen CORE_WEIGHTS or use a weight within it.',
          )
        }
      }
    },
  }
}
