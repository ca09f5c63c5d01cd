import type { WorkflowStep } from '@ally/sdk'
import { hoursText, plural } from '../../../blocks/workflows/hoursText'

const UNITS = [
  ['days', 'day'],
  ['hours', 'hour'],
  ['minutes', 'minute'],
  ['seconds', 'second'],
] as const

const amount = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 })

const UNIT_SECONDS: Record<(typeof UNITS)[number][0], number> = {
  days: 86_400,
  hours: 3600,
  minutes: 60,
  seconds: 1,
}

/** 259,200 seconds as "3 days", in the largest unit that divides them evenly. */
function secondsText(seconds: number): string {
  const [key, unit] = UNITS.find(([key]) => seconds % UNIT_SECONDS[key] === 0) ?? UNITS[3]
  return plural(seconds / UNIT_SECONDS[key], unit)
}

/**
 * The limits of a best-answer step in words, those set only: " at most 1,000, lead time within
 * 7 days", or ", on-time rate at least 90%" after "the lowest landed cost".
 */
function limitsText(config: Record<string, unknown>): string {
  const total = typeof config.maxTotal === 'number' ? ` at most ${amount(config.maxTotal)}` : ''
  const others = [
    typeof config.maxLeadTimeDays === 'number' &&
      `lead time within ${plural(config.maxLeadTimeDays, 'day')}`,
    typeof config.minOnTimeRate === 'number' &&
      `on-time rate at least ${amount(config.minOnTimeRate * 100)}%`,
  ].filter((limit): limit is string => !!limit)
  return total + others.map((limit) => `, ${limit}`).join('')
}

/**
 * What a saved step does, in a few words: "Waits 2 days", "E-mails ada@…: “Restock check”",
 * "Sends an RFQ to 3 vendors, answers due in 3 days", "Asks ada@… to approve; gives up after 3
 * days, reminds after 1 day".
 */
export function stepText(step: Pick<WorkflowStep, 'type' | 'config'>): string {
  const { config } = step
  switch (step.type) {
    case 'wait': {
      if (config.until === 'answers') return 'Waits until the answers are in'
      if (config.until === 'acknowledged') {
        const hours = Number(config.timeoutSeconds ?? 0) / 3600
        return `Waits until the vendor accepts the purchase order, for at most ${hoursText(hours)}`
      }
      if (config.until === 'deadline') {
        const before = Number(config.hoursBefore ?? 0)
        return before
          ? `Waits until ${hoursText(before)} before the deadline`
          : 'Waits until the deadline'
      }
      const parts = UNITS.flatMap(([key, unit]) => {
        const count = Number(config[key] ?? 0)
        return count ? [plural(count, unit)] : []
      })
      return `Waits ${parts.join(' ') || 'a moment'}`
    }
    case 'notify': {
      const to = Array.isArray(config.to) ? config.to.map(String) : []
      return `E-mails ${to.join(', ')}: “${String(config.subject ?? '')}”`
    }
    case 'send_rfq': {
      const vendors = Array.isArray(config.vendorIds) ? config.vendorIds.length : 0
      const due =
        typeof config.deadlineHours === 'number'
          ? `, answers due in ${hoursText(config.deadlineHours)}`
          : ''
      const asked =
        typeof config.suggested === 'number'
          ? `the ${plural(config.suggested, 'best suggested vendor')}`
          : plural(vendors, 'vendor')
      return `Sends an RFQ to ${asked}${due}`
    }
    case 'remind':
      return 'Reminds the vendors who have not answered'
    case 'pick_best_quote':
      return `Chooses the lowest landed cost${limitsText(config)}; stops the run if no answer qualifies`
    case 'approval': {
      const to = Array.isArray(config.to) ? config.to.map(String) : []
      const timeout =
        typeof config.timeoutSeconds === 'number'
          ? `; gives up after ${secondsText(config.timeoutSeconds)}`
          : ''
      const remind =
        typeof config.remindAfterSeconds === 'number'
          ? `, reminds after ${secondsText(config.remindAfterSeconds)}`
          : ''
      return `Asks ${to.join(', ')} to approve${timeout}${remind}`
    }
    case 'accept_quote':
      return 'Awards the chosen answer and tells the vendors'
    case 'create_purchase_order':
      return 'Creates the purchase order for the awarded answer'
    case 'send_purchase_order':
      return 'Sends the purchase order to the vendor'
    case 'copilot_summary':
      return `Asks the co-pilot “${String(config.question ?? '')}”; the e-mails after it carry the answer`
  }
}
