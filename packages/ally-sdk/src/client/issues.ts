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

/** "Must be at least 3 characters", "Must have at most 10 items", "Must be more than 0". */
function outOfBounds(
  issue: { origin?: string; inclusive?: boolean },
  word: 'least' | 'most',
  limit: number | bigint,
): string {
  const { origin } = issue
  const many = Number(limit) !== 1
  if (origin === 'array' || origin === 'set')
    return `Must have at ${word} ${limit}${many ? ' items' : ' item'}`
  if (origin === 'string')
    return `Must be at ${word} ${limit}${many ? ' characters' : ' character'}`
  if (issue.inclusive === false) {
    return `${word === 'least' ? 'Must be more than' : 'Must be less than'} ${limit}`
  }
  return `Must be at ${word} ${limit}`
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
      return outOfBounds(issue, 'least', issue.minimum)
    case 'too_big':
      return outOfBounds(issue, 'most', issue.maximum)
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
