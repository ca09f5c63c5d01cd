// NLP.js ships no types; these cover what classifier.ts uses of it (NLP.js v4's README, "NLP").

declare module '@nlpjs/core' {
  export interface Container {
    use(plugin: unknown): void
  }
  export function containerBootstrap(): Promise<Container>
}

declare module '@nlpjs/lang-en-min' {
  export const LangEn: unknown
}

declare module '@nlpjs/nlp' {
  import type { Container } from '@nlpjs/core'

  export interface NlpResult {
    intent: string
    score: number
  }

  export class Nlp {
    constructor(settings: {
      container: Container
      autoSave?: boolean
      autoLoad?: boolean
      nlu?: { log?: boolean }
    })
    addLanguage(locale: string): void
    addDocument(locale: string, utterance: string, intent: string): void
    train(): Promise<void>
    process(locale: string, utterance: string): Promise<NlpResult>
  }
}
