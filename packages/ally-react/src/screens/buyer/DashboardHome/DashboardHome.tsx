import {
  type Attention,
  can,
  type DashboardSummary,
  formatMoney,
  isProfileComplete,
  ROUTES,
  type User,
} from '@ally/sdk'
import type { ReactNode } from 'react'
import { SectionLoadError } from '../../../blocks/alerts/SectionLoadError'
import { AllyLink } from '../../../provider/AllyLink'
import { useDashboardSummary } from '../../../queries/dashboard'
import { useAllySession } from '../../../session/useAllySession'
import { useCan } from '../../../session/useCan'
import { formatDate, formatDay } from '../../../ui/format'
import { Spinner } from '../../../ui/Spinner'
import './DashboardHome.css'

export interface DashboardHomeProps {
  className?: string
}

type AttentionKey = {
  [K in keyof DashboardSummary]: DashboardSummary[K] extends Attention ? K : never
}[keyof DashboardSummary]

interface Group {
  key: AttentionKey
  title: string
  /** What the item's `at` means: a deadline, the day it was sent, an expected delivery. */
  when: (at: string) => string
  /** The list that holds all of them. */
  all: string
}

// Most pressing first: what is already overdue, then what waits on the buyer, then on others.
const GROUPS: readonly Group[] = [
  {
    key: 'lateShipments',
    title: 'Late shipments',
    when: (at) => `Expected ${formatDay(at)}`,
    all: `${ROUTES.shipments}?late=true`,
  },
  {
    key: 'purchaseOrdersOverdue',
    title: 'Overdue purchase orders',
    when: (at) => `Due ${formatDay(at)}`,
    all: `${ROUTES.purchaseOrders}?overdue=true`,
  },
  {
    key: 'purchaseOrdersWithIssues',
    title: 'Shortages and damage',
    when: (at) => `Found ${formatDate(at)}`,
    all: `${ROUTES.purchaseOrders}?issues=true`,
  },
  {
    key: 'rfqsPastDeadline',
    title: 'RFQs past their deadline',
    when: (at) => `Deadline was ${formatDate(at)}`,
    all: ROUTES.rfqs,
  },
  {
    key: 'purchaseOrdersAwaitingApproval',
    title: 'Purchase orders to approve',
    when: (at) => `Drafted ${formatDate(at)}`,
    all: `${ROUTES.purchaseOrders}?status=awaiting_approval`,
  },
  {
    key: 'roundsToCompare',
    title: 'Answers to compare',
    when: (at) => `Round closes ${formatDate(at)}`,
    all: ROUTES.quotes,
  },
  {
    key: 'purchaseOrdersPartiallyReceived',
    title: 'Received in part',
    when: (at) => `Sent ${formatDate(at)}`,
    all: `${ROUTES.purchaseOrders}?status=partially_received`,
  },
  {
    key: 'purchaseOrdersAwaitingAcknowledgement',
    title: 'Waiting for the vendor to accept',
    when: (at) => `Sent ${formatDate(at)}`,
    all: `${ROUTES.purchaseOrders}?status=sent`,
  },
  {
    key: 'shipmentsArrivingThisWeek',
    title: 'Arriving this week',
    when: (at) => `Expected ${formatDay(at)}`,
    all: ROUTES.shipments,
  },
  {
    key: 'rfqsAwaitingAnswers',
    title: 'RFQs waiting for answers',
    when: (at) => `Answers due ${formatDate(at)}`,
    all: ROUTES.rfqs,
  },
]

/**
 * The dashboard's first page: what needs the buyer's attention (overdue shipments, POs and RFQs,
 * POs to approve, answers to compare, POs received in part, POs the vendor has not accepted,
 * goods due this week), each a link, and this month's spend. A business with no vendors and no orders gets its first steps instead.
 */
export function DashboardHome({ className }: DashboardHomeProps) {
  const user = useAllySession()?.user
  const summary = useDashboardSummary()
  const data = summary.data?.data

  let body: ReactNode
  if (summary.isPending) body = <Spinner aria-label="Loading what needs your attention" />
  else if (summary.isError)
    body = (
      <SectionLoadError
        what="what needs your attention"
        error={summary.error}
        onRetry={summary.refetch}
      />
    )
  else if (data && data.vendors === 0 && data.orders === 0)
    body = <FirstSteps user={user} summary={data} />
  else if (data) body = <NeedsAttention summary={data} />

  return (
    <section
      className={['ally-DashboardHome', className].filter(Boolean).join(' ')}
      aria-labelledby="ally-home-title"
    >
      <h1 id="ally-home-title">Welcome{user?.firstName ? `, ${user.firstName}` : ''}</h1>
      <p>
        {user?.businessName ? `${user.businessName} on Ally.` : 'Your procurement, in one place.'}
      </p>
      {body}
    </section>
  )
}

function FirstSteps({ user, summary }: { user: User | undefined; summary: DashboardSummary }) {
  const role = user?.role
  // Only the steps the user's role may take: a viewer is shown none (docs/product-rules.md,
  // "Team and roles").
  const steps = [
    {
      label: 'Complete your business profile',
      to: ROUTES.onboarding,
      done: isProfileComplete(user),
      permission: 'settings' as const,
    },
    {
      label: 'Add your vendors',
      to: ROUTES.addVendor,
      done: summary.vendors > 0,
      permission: 'vendors' as const,
    },
    {
      label: 'Send your first request for quotation',
      to: ROUTES.createRfq,
      done: summary.orders > 0,
      permission: 'sourcing' as const,
    },
  ].filter((step) => !user || can(role, step.permission))
  if (steps.length === 0) {
    return <p className="ally-DashboardHome-clear">Nothing has happened here yet.</p>
  }
  return (
    <>
      <h2>Get started</h2>
      <ol className="ally-DashboardHome-steps">
        {steps.map((step) => (
          <li key={step.to} data-done={step.done || undefined}>
            {step.done ? (
              <span>
                {step.label} <span className="ally-DashboardHome-done">Done</span>
              </span>
            ) : (
              <AllyLink to={step.to}>{step.label}</AllyLink>
            )}
          </li>
        ))}
      </ol>
    </>
  )
}

function NeedsAttention({ summary }: { summary: DashboardSummary }) {
  const open = GROUPS.filter((group) => summary[group.key].total > 0)
  const maySource = useCan('sourcing')
  return (
    <>
      <dl className="ally-DashboardHome-spend">
        <div>
          <dt>Spend this month</dt>
          <dd>{formatMoney(summary.spendThisMonth, summary.currency)}</dd>
        </div>
        <div>
          <dt>Last month</dt>
          <dd>{formatMoney(summary.spendLastMonth, summary.currency)}</dd>
        </div>
      </dl>
      <h2>Needs your attention</h2>
      {open.length === 0 ? (
        <p className="ally-DashboardHome-clear">
          Nothing needs you right now.{' '}
          {maySource && (
            <AllyLink className="ally-DashboardHome-link" to={ROUTES.createRfq}>
              Send a request for quotation
            </AllyLink>
          )}
        </p>
      ) : (
        <div className="ally-DashboardHome-groups">
          {open.map((group) => (
            <AttentionGroup key={group.key} group={group} attention={summary[group.key]} />
          ))}
        </div>
      )}
    </>
  )
}

function AttentionGroup({ group, attention }: { group: Group; attention: Attention }) {
  const id = `ally-home-${group.key}`
  const more = attention.total - attention.items.length
  return (
    <section className="ally-DashboardHome-group" aria-labelledby={id} data-group={group.key}>
      <h3 id={id}>
        {group.title} <span className="ally-DashboardHome-count">{attention.total}</span>
      </h3>
      <ul>
        {attention.items.map((item) => (
          <li key={item.id}>
            <AllyLink className="ally-DashboardHome-link" to={item.href}>
              {item.title}
            </AllyLink>
            <span>
              {item.detail} · {group.when(item.at)}
            </span>
          </li>
        ))}
      </ul>
      {more > 0 && (
        <AllyLink
          className="ally-DashboardHome-link"
          data-more
          to={group.all}
          aria-label={`${more} more: ${group.title}`}
        >
          {more === 1 ? '1 more' : `${more} more`}
        </AllyLink>
      )}
    </section>
  )
}
