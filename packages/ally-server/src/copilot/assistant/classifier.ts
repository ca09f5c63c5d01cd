/// <reference path="./nlpjs.d.ts" />
import { containerBootstrap } from '@nlpjs/core'
import { LangEn } from '@nlpjs/lang-en-min'
import { Nlp } from '@nlpjs/nlp'
import { CORPUS, INTENTS, type Intent } from './corpus'

// The built-in assistant's intent classifier: NLP.js's neural classifier trained on corpus.ts when
// first asked (~30 ms), once per process. Below MIN_SCORE, or on NLP.js's own "None", a message is
// not understood, and the assistant says so rather than guessing (docs/architecture.md,
// "Co-pilot").

/** Below this confidence the assistant answers that it did not understand. */
export const MIN_SCORE = 0.6

export interface Classified {
  intent: Intent | null
  score: number
}

export interface Classifier {
  classify(text: string): Promise<Classified>
}

const isIntent = (name: string): name is Intent => (INTENTS as readonly string[]).includes(name)

/** A classifier trained on `corpus`. */
export async function trainClassifier(
  corpus: Record<Intent, readonly string[]> = CORPUS,
): Promise<Classifier> {
  const container = await containerBootstrap()
  container.use(LangEn)
  const nlp = new Nlp({ container, autoSave: false, autoLoad: false, nlu: { log: false } })
  nlp.addLanguage('en')
  for (const intent of INTENTS) {
    for (const phrasing of corpus[intent]) nlp.addDocument('en', phrasing, intent)
  }
  await nlp.train()
  return {
    async classify(text) {
      const result = await nlp.process('en', text)
      const intent = isIntent(result.intent) && result.score >= MIN_SCORE ? result.intent : null
      return { intent, score: result.score }
    },
  }
}

let trained: Promise<Classifier> | undefined

/** The process's classifier, trained on first use. */
export function classifier(): Promise<Classifier> {
  trained ??= trainClassifier()
  return trained
}
