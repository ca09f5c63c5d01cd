import { Fragment, type ReactNode } from 'react'
import { AllyLink } from '../../provider/AllyLink'

// The little Markdown the co-pilot writes, rendered as React elements: paragraphs, "- " lists,
// **bold**, `code` and [links](…). Nothing is ever parsed as HTML, so no message (nor any text in
// the records it quotes) can put markup in the page; a link goes only to an http(s) address (a new
// tab) or to one of the app's own paths (docs/product-rules.md, "Co-pilot").

const INLINE = /\*\*([^*]+)\*\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g

/** An app path (`/dashboard/…`, not `//host`) or an http(s) URL; null for anything else. */
export function safeHref(href: string): { to: string; external: boolean } | null {
  if (/^\/(?!\/)/.test(href)) return { to: href, external: false }
  try {
    const url = new URL(href)
    return url.protocol === 'http:' || url.protocol === 'https:'
      ? { to: url.href, external: true }
      : null
  } catch {
    return null
  }
}

function inline(text: string, key: string): ReactNode[] {
  const nodes: ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(INLINE)) {
    const at = match.index ?? 0
    if (at > last) nodes.push(text.slice(last, at))
    const [, bold, code, label, href] = match
    const id = `${key}-${at}`
    if (bold !== undefined) nodes.push(<strong key={id}>{bold}</strong>)
    else if (code !== undefined) nodes.push(<code key={id}>{code}</code>)
    else if (label !== undefined) {
      const link = safeHref(href ?? '')
      nodes.push(
        !link ? (
          <Fragment key={id}>{label}</Fragment>
        ) : link.external ? (
          <a key={id} href={link.to} target="_blank" rel="noopener noreferrer">
            {label}
          </a>
        ) : (
          <AllyLink key={id} to={link.to}>
            {label}
          </AllyLink>
        ),
      )
    }
    last = at + match[0].length
  }
  if (last < text.length) nodes.push(text.slice(last))
  return nodes
}

const ITEM = /^\s*[-*]\s+/

interface Line {
  key: string
  text: string
}

/** `source` as paragraphs and lists. */
export function ChatMarkdown({ source }: { source: string }) {
  const blocks: ReactNode[] = []
  let paragraph: Line[] = []
  let list: Line[] = []
  const flush = () => {
    const key = `b${blocks.length}`
    if (paragraph.length) {
      blocks.push(
        <p key={key}>
          {paragraph.map((line) => (
            <Fragment key={line.key}>
              {line !== paragraph[0] && <br />}
              {inline(line.text, line.key)}
            </Fragment>
          ))}
        </p>,
      )
    } else if (list.length) {
      blocks.push(
        <ul key={key}>
          {list.map((item) => (
            <li key={item.key}>{inline(item.text, item.key)}</li>
          ))}
        </ul>,
      )
    }
    paragraph = []
    list = []
  }
  source.split('\n').forEach((text, number) => {
    const key = `l${number}`
    if (!text.trim()) {
      flush()
    } else if (ITEM.test(text)) {
      if (paragraph.length) flush()
      list.push({ key, text: text.replace(ITEM, '') })
    } else {
      if (list.length) flush()
      paragraph.push({ key, text })
    }
  })
  flush()
  return <>{blocks}</>
}
