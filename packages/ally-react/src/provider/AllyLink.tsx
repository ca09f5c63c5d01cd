import type { AnchorHTMLAttributes, MouseEvent } from 'react'
import { useAllyNavigation } from './AllyProvider'

export interface AllyLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string
  replace?: boolean
}

/**
 * A real link (it has an href, opens in a new tab with a modifier key) that moves through the
 * plugged-in navigation on a plain click.
 */
export function AllyLink({ to, replace, onClick, ...props }: AllyLinkProps) {
  const navigation = useAllyNavigation()
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    const plain =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
    if (event.defaultPrevented || !plain || props.target === '_blank') return
    event.preventDefault()
    navigation.navigate(to, { replace })
  }
  return <a {...props} href={to} onClick={handleClick} />
}
