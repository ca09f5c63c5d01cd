/**
 * An IntersectionObserver for jsdom, which has none and no layout. It places an element by the
 * `top` of the absolutely positioned boxes between it and the root (what react-aria's virtualizer
 * writes), and the root's view by its `scrollTop` and `clientHeight` (which a test defines), so
 * react-aria's load-more items fire exactly where a browser would fire them: when the sentinel
 * comes within the root margin of the view. Like a browser, it reports on `observe` and then
 * only when an element starts or stops intersecting, checked on the root's `scroll` events.
 */
export class ScrollObserver {
  readonly root: Element | null
  readonly rootMargin: string
  readonly thresholds = [0]
  private readonly targets = new Map<Element, boolean | undefined>()
  private readonly onScroll = () => this.check()

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    this.root = options.root instanceof Element ? options.root : null
    this.rootMargin = options.rootMargin ?? '0px'
    this.root?.addEventListener('scroll', this.onScroll)
  }

  observe(target: Element) {
    this.targets.set(target, undefined)
    // A browser reports the first state after the current task, not inside `observe`.
    setTimeout(() => this.check(), 0)
  }

  unobserve(target: Element) {
    this.targets.delete(target)
  }

  disconnect() {
    this.targets.clear()
    this.root?.removeEventListener('scroll', this.onScroll)
  }

  takeRecords(): IntersectionObserverEntry[] {
    return []
  }

  private check() {
    const root = this.root
    if (!root) return
    const entries: IntersectionObserverEntry[] = []
    for (const [target, was] of this.targets) {
      if (!target.isConnected) continue
      const isIntersecting = this.intersects(root, target)
      if (isIntersecting === was) continue
      this.targets.set(target, isIntersecting)
      entries.push({ target, isIntersecting, intersectionRatio: isIntersecting ? 1 : 0 } as never)
    }
    if (entries.length > 0) this.callback(entries, this as unknown as IntersectionObserver)
  }

  private intersects(root: Element, target: Element): boolean {
    let top = 0
    for (let node: Element | null = target; node && node !== root; node = node.parentElement) {
      top += Number.parseFloat((node as HTMLElement).style?.top || '0') || 0
    }
    const { scrollTop, clientHeight } = root
    const [marginTop = 0, , marginBottom = marginTop] = this.rootMargin
      .split(/\s+/)
      .map((part) => toPx(part, clientHeight))
    // Touching the edge counts, as in browsers.
    return top >= scrollTop - marginTop && top <= scrollTop + clientHeight + marginBottom
  }
}

function toPx(value: string, height: number): number {
  const number = Number.parseFloat(value)
  return value.endsWith('%') ? (number / 100) * height : number
}
