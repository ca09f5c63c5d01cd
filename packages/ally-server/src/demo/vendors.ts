import type { OrderType } from '@ally/sdk'

// The demo business's vendors. Their order matters: demo rounds (rounds.ts) name vendors by index.

/** The demo's vendor portal login: Lagos Steel Works, registered and onboarded. */
export const DEMO_VENDOR_EMAIL = 'vendor@ally.localhost'

export interface DemoVendor {
  name: string
  contactName: string
  email: string
  country: string
  orderTypes: OrderType[]
  active: boolean
}

export const DEMO_VENDORS: DemoVendor[] = [
  {
    name: 'Lagos Steel Works',
    contactName: 'Bola Ade',
    email: DEMO_VENDOR_EMAIL,
    country: 'Nigeria',
    orderTypes: ['supply', 'manufacturing'],
    active: true,
  },
  {
    name: 'Harbour Logistics',
    contactName: 'Kemi Obi',
    email: 'ops@harbourlogistics.example',
    country: 'Nigeria',
    orderTypes: ['logistics'],
    active: true,
  },
  {
    name: 'Delta Valves & Fittings',
    contactName: 'Ifeanyi Eze',
    email: 'quotes@deltavalves.example',
    country: 'Nigeria',
    orderTypes: ['supply'],
    active: true,
  },
  {
    name: 'Rhein Pumpen GmbH',
    contactName: 'Jonas Weber',
    email: 'export@rheinpumpen.example',
    country: 'Germany',
    orderTypes: ['supply', 'maintenance'],
    active: true,
  },
  {
    name: 'Shenzhen Cable Co.',
    contactName: 'Li Wei',
    email: 'trade@szcable.example',
    country: 'China',
    orderTypes: ['supply', 'manufacturing'],
    active: true,
  },
  {
    name: 'Northgate Facilities',
    contactName: 'Sarah Hughes',
    email: 'bids@northgate.example',
    country: 'United Kingdom',
    orderTypes: ['service', 'maintenance'],
    active: true,
  },
  {
    name: 'Abuja Office Supplies',
    contactName: 'Musa Bello',
    email: 'orders@abujaoffice.example',
    country: 'Nigeria',
    orderTypes: ['supply'],
    active: false,
  },
  {
    name: 'Kano Packaging',
    contactName: 'Hauwa Sani',
    email: 'hello@kanopack.example',
    country: 'Nigeria',
    orderTypes: ['supply', 'manufacturing'],
    active: false,
  },
]
