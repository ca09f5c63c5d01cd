import type { ChatAction } from '@ally/sdk'
import type * as z from 'zod'
import { MONTHS } from '../../analytics/buckets'
import type { ToolContext } from './context'

// One co-pilot tool: a read over the asker's business, described for a model (its name,
// description and input schema are what a configured provider sees), and what it found, three
// ways: `data` for a model to reason over, `summary` (Markdown) for the built-in assistant's
// reply, and `actions`, the cards the user may click (docs/product-rules.md, "Co-pilot").

export interface ToolResult {
  data: unknown
  summary: string
  actions: ChatAction[]
}

export interface Tool<Input extends z.ZodType = z.ZodType> {
  name: string
  description: string
  input: Input
  run(context: ToolContext, input: z.infer<Input>): Promise<ToolResult>
}

/** A tool, typed by its input schema. */
export const defineTool = <Input extends z.ZodType>(tool: Tool<Input>): Tool<Input> => tool

/** A navigation card: opens `href` in the app. */
export const openAction = (label: string, href: string, kind = 'open'): ChatAction => ({
  kind,
  label,
  href,
  payload: {},
})

/** "1 purchase order", "3 purchase orders". */
export const counted = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`

/** A day as "Nov 12, 2026" (UTC), as the app's tables write it (no Intl: the same everywhere). */
export function dayLabel(value: string | Date): string {
  const at =
    typeof value === 'string' ? new Date(value.length === 10 ? `${value}T00:00:00Z` : value) : value
  return `${MONTHS[at.getUTCMonth()]} ${at.getUTCDate()}, ${at.getUTCFullYear()}`
}
