/** Encodings the server keeps ready-made copies of, best first when a client rates them equally. */
export const PRECOMPRESSED_ENCODINGS = ['br', 'gzip'] as const
export type Precompressed = (typeof PRECOMPRESSED_ENCODINGS)[number]

/**
 * The encoding to answer with, from an `Accept-Encoding` header: the listed one with the highest
 * weight (`q`), brotli before gzip on a tie, and `identity` (uncompressed) when neither is
 * accepted. `*` stands for any encoding the header does not name; `q=0` refuses one.
 *
 * @example
 * pickEncoding('gzip, deflate, br') // 'br'
 * pickEncoding('gzip;q=1, br;q=0.5') // 'gzip'
 * pickEncoding(undefined) // 'identity'
 */
export function pickEncoding(header: string | string[] | undefined): Precompressed | 'identity' {
  const weights = new Map<string, number>()
  for (const part of [header ?? ''].flat().join(',').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined)
    const weight = q === undefined ? 1 : Number(q)
    weights.set(name, Number.isNaN(weight) ? 0 : weight)
  }
  let best: Precompressed | 'identity' = 'identity'
  let bestWeight = 0
  for (const encoding of PRECOMPRESSED_ENCODINGS) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0
    if (weight > bestWeight) {
      best = encoding
      bestWeight = weight
    }
  }
  return best
}
