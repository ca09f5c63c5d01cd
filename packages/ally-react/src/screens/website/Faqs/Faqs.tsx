import { useEffect, useMemo, useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { Disclosure, DisclosurePanel, Heading } from 'react-aria-components/Disclosure'
import { DisclosureGroup } from 'react-aria-components/DisclosureGroup'
import { TextInput } from '../../../ui/TextInput'
import { PublicPage } from '../PublicPage'
import { FAQS, type Faq } from './questions'
import './Faqs.css'

export interface FaqsProps {
  /** The questions; Ally's own by default. */
  questions?: readonly Faq[]
  className?: string
}

const AUDIENCES = ['Buyers', 'Vendors', 'Everyone'] as const

const matches = (faq: Faq, words: string[]) => {
  const text = `${faq.question} ${faq.answer}`.toLowerCase()
  return words.every((word) => text.includes(word))
}

/**
 * `/faqs`: what new buyers and vendors ask, grouped by who asks, searchable, each answer opening
 * in place. Each question has an anchor (`/faqs#send-rfq`): a link to it opens that answer.
 */
export function Faqs({ questions = FAQS, className }: FaqsProps) {
  const [search, setSearch] = useState('')
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set())
  // The anchor a visitor came with opens its answer (read after mount: no window on a server).
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1))
    if (id && questions.some((faq) => faq.id === id)) {
      setExpanded(new Set([id]))
      document.getElementById(id)?.scrollIntoView?.()
    }
  }, [questions])

  const query = search.trim().toLowerCase()
  const words = useMemo(() => query.split(/\s+/).filter(Boolean), [query])
  const found = useMemo(() => questions.filter((faq) => matches(faq, words)), [questions, words])

  return (
    <PublicPage
      className={['ally-Faqs', className].filter(Boolean).join(' ')}
      title="Frequently asked questions"
      intro="What buyers and vendors ask when they start with Ally."
    >
      <TextInput
        label="Search the questions"
        type="search"
        value={search}
        onChange={setSearch}
        placeholder="e.g. purchase order, link, approval"
      />
      <p className="ally-Faqs-count" aria-live="polite">
        {words.length === 0
          ? `${questions.length} questions`
          : found.length === 1
            ? '1 question matches'
            : `${found.length} questions match`}
      </p>
      {AUDIENCES.map((audience) => {
        const group = found.filter((faq) => faq.audience === audience)
        if (group.length === 0) return null
        return (
          <section key={audience} aria-labelledby={`ally-faqs-${audience}`}>
            <h2 id={`ally-faqs-${audience}`}>For {audience.toLowerCase()}</h2>
            <DisclosureGroup
              allowsMultipleExpanded
              expandedKeys={words.length ? new Set(group.map((faq) => faq.id)) : expanded}
              onExpandedChange={(keys) => setExpanded(new Set([...keys].map(String)))}
              className="ally-Faqs-group"
            >
              {group.map((faq) => (
                <Disclosure key={faq.id} id={faq.id} className="ally-Faqs-item">
                  <Heading level={3} id={faq.id} className="ally-Faqs-question">
                    <Button slot="trigger" className="ally-Faqs-trigger">
                      {faq.question}
                    </Button>
                  </Heading>
                  <DisclosurePanel className="ally-Faqs-answer">
                    <p>{faq.answer}</p>
                    <a href={`#${faq.id}`} className="ally-Faqs-anchor">
                      Link to this answer
                    </a>
                  </DisclosurePanel>
                </Disclosure>
              ))}
            </DisclosureGroup>
          </section>
        )
      })}
      {found.length === 0 && (
        <p>No question matches “{search.trim()}”. Try fewer or other words.</p>
      )}
    </PublicPage>
  )
}
