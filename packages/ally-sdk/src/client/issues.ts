import type * as z from 'zod/mini'
import type { FieldIssue } from './errors'

type Issue = z.core.$ZodIssue

function valueAt(root: unknown, path: PropertyKey[]): unknown {
  let value = root
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<PropertyKey, unknown>)[key]
  }
  return value
}

const FORMATS: Record<string, string> = {
  email: 'Must be a valid e-mail address',
  datetime: 'Must be a date and time (ISO 8601)',
  date: 'Must be a date (YYYY-MM-DD)',
  regex: 'Has the wrong format',
}

function bound(issue: { origin?: string; inclusive?: boolean }, word: 'least' | 'most'): string {
  const exclusive = issue.inclusive === false
  if (issue.origin === 'string') return `Must be at ${word}`
  if (issue.origin === 'array' || issue.origin === 'set') return `Must have at ${word}`
  if (exclusive) return word === 'least' ? 'Must be more than' : 'Must be less than'
  return `Must be at ${word}`
}

function unitOf(origin: string | undefined, n: number | bigint): string {
  const many = Number(n) !== 1
  if (origin === 'string') return many ? ' characters' : ' character'
  if (origin === 'array' || origin === 'set') return many ? ' items' : ' item'
  return ''
}

/**
 * A sentence for one zod issue. zod/mini ships no messages (they cost kilobytes), so the SDK and
 * the server word them here, the same on both sides.
 */
export function describeIssue(issue: Issue, input: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      return valueAt(input, issue.path) === undefined ? 'Required' : `Expected ${issue.expected}`
    case 'too_small':
      return `${bound(issue, 'least')} ${issue.minimum}${unitOf(issue.origin, issue.minimum)}`
    case 'too_big':
      return `${bound(issue, 'most')} ${issue.maximum}${unitOf(issue.origin, issue.maximum)}`
    case 'invalid_format':
      return FORMATS[issue.format] ?? `Must be a valid ${issue.format}`
    case 'invalid_value':
      return `Must be one of: ${issue.values.map(String).join(', ')}`
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`
    default:
      return issue.message || 'Invalid value'
  }
}

/** zod issues as `{ path, message }` pairs, paths dotted and prefixed (`body.email`). */
export function toFieldIssues(issues: readonly Issue[], input: unknown, prefix = ''): FieldIssue[] {
  return issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].filter(Boolean).join('.'),
    message: describeIssue(issue, input),
  }))
}
