import type { WorkflowStep } from '@ally/sdk'

const UNITS = [
  ['days', 'day'],
  ['hours', 'hour'],
  ['minutes', 'minute'],
  ['seconds', 'second'],
] as const

/** What a saved step does, in a few words: "Waits 2 days", "E-mails ada@…: Restock check". */
export function stepText(step: Pick<WorkflowStep, 'type' | 'config'>): string {
  const { config } = step
  if (step.type === 'wait') {
    const parts = UNITS.flatMap(([key, unit]) => {
      const count = Number(config[key] ?? 0)
      return count ? [`${count} ${unit}${count === 1 ? '' : 's'}`] : []
    })
    return `Waits ${parts.join(' ') || 'a moment'}`
  }
  if (step.type === 'notify') {
    const to = Array.isArray(config.to) ? config.to.map(String) : []
    return `E-mails ${to.join(', ')}: “${String(config.subject ?? '')}”`
  }
  return step.type.replace(/_/g, ' ')
}
