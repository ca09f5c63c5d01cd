// Small inline icons: no icon font or sprite to load, and they inherit the text colour.
const svg = {
  width: 22,
  height: 22,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  'aria-hidden': true,
} as const

export const MenuIcon = () => (
  <svg {...svg} aria-hidden="true">
    <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
  </svg>
)
export const ChatIcon = () => (
  <svg {...svg} aria-hidden="true">
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" strokeLinejoin="round" />
  </svg>
)
export const BellIcon = () => (
  <svg {...svg} aria-hidden="true">
    <path
      d="M6 9a6 6 0 1 1 12 0c0 6 2 7 2 7H4s2-1 2-7M10 20a2 2 0 0 0 4 0"
      strokeLinejoin="round"
    />
  </svg>
)
export const HelpIcon = () => (
  <svg {...svg} aria-hidden="true">
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17.5v.5" strokeLinecap="round" />
  </svg>
)
