import type { OrderType } from '@ally/sdk'

// A year of sourcing with the demo vendors (vendors.ts, by index), dated relative to the day the
// demo is loaded. Nothing is random, so two demos look alike.

/** One round: who was asked, who answered what, who won, and how the delivery went. */
export interface DemoRound {
  title: string
  orderType?: OrderType
  currency?: 'usd' | 'ngn' | 'eur'
  /** Days before today the RFQs went out; the deadline is ten days later. */
  sentDaysAgo: number
  answers: [vendor: number, total: number | 'declined' | null, leadTimeDays?: number][]
  /** Index of the winner among the vendors; a PO follows when there is one. */
  winner?: number
  /** Days late (positive) or early (negative) the delivery arrived, if it has. */
  deliveredLateBy?: number
}

export const DEMO_ROUNDS: DemoRound[] = [
  {
    title: 'Carbon steel pipes, 200 m',
    sentDaysAgo: 330,
    answers: [
      [0, 18_400, 21],
      [2, 19_900, 14],
      [4, 16_800, 45],
    ],
    winner: 0,
    deliveredLateBy: -2,
  },
  {
    title: 'Gate valves DN100 ×40',
    sentDaysAgo: 290,
    answers: [
      [2, 6_200, 10],
      [3, 7_900, 28],
      [0, null],
    ],
    winner: 2,
    deliveredLateBy: 0,
  },
  {
    title: 'Warehouse to port haulage, Q1',
    orderType: 'logistics',
    sentDaysAgo: 250,
    answers: [[1, 4_500_000, 3]],
    currency: 'ngn',
    winner: 1,
    deliveredLateBy: 1,
  },
  {
    title: 'Centrifugal pump overhaul',
    orderType: 'maintenance',
    sentDaysAgo: 210,
    answers: [
      [3, 5_300, 20],
      [5, 4_950, 12],
    ],
    currency: 'eur',
    winner: 3,
    deliveredLateBy: 6,
  },
  {
    title: 'Armoured cable 4c 35mm², 1 km',
    sentDaysAgo: 170,
    answers: [
      [4, 23_500, 40],
      [0, 27_000, 18],
      [6, 'declined'],
    ],
    winner: 4,
    deliveredLateBy: 9,
  },
  {
    title: 'Flanges and gaskets kit',
    sentDaysAgo: 130,
    answers: [
      [2, 3_100, 7],
      [0, 3_450, 10],
      [7, null],
    ],
    winner: 2,
    deliveredLateBy: -1,
  },
  {
    title: 'Office cleaning contract, 6 months',
    orderType: 'service',
    sentDaysAgo: 95,
    answers: [[5, 7_800, 5]],
    winner: 5,
    deliveredLateBy: 0,
  },
  {
    title: 'Steel plates 10 mm ×60',
    sentDaysAgo: 60,
    answers: [
      [0, 12_700, 15],
      [4, 11_900, 50],
      [2, null],
    ],
    winner: 0,
    deliveredLateBy: 3,
  },
  {
    title: 'Pump spare parts',
    orderType: 'maintenance',
    sentDaysAgo: 35,
    answers: [
      [3, 2_400, 25],
      [5, 'declined'],
    ],
    winner: 3,
  },
  {
    title: 'Cable trays and fixings',
    sentDaysAgo: 6,
    answers: [
      [4, 8_300, 30],
      [0, null],
      [7, null],
    ],
  },
]
