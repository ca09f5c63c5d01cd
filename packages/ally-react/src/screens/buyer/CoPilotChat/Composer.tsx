import { type FormEvent, type KeyboardEvent, useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { Label, TextArea, TextField } from 'react-aria-components/TextField'

export interface ComposerProps {
  /** Sends the question; resolves true once it was answered (the box then empties). */
  onAsk: (question: string) => Promise<boolean>
  isBusy: boolean
  /** Text to put back after a failed question. */
  restore?: string
  /** Takes the focus when shown (the Ctrl+K panel: typing starts at once). */
  autoFocus?: boolean
}

/** Where the question is typed: Enter sends, Shift+Enter starts a new line. */
export function Composer({ onAsk, isBusy, restore, autoFocus }: ComposerProps) {
  const [text, setText] = useState('')
  const [restored, setRestored] = useState<string | undefined>(undefined)
  // A question that failed comes back into the box, once.
  if (restore !== undefined && restore !== restored) {
    setRestored(restore)
    setText(restore)
  }
  const submit = async (event?: FormEvent) => {
    event?.preventDefault()
    const question = text.trim()
    if (!question || isBusy) return
    setText('')
    await onAsk(question)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      void submit()
    }
  }
  return (
    <form className="ally-CoPilotChat-composer" onSubmit={submit}>
      <TextField
        className="ally-CoPilotChat-field"
        value={text}
        onChange={setText}
        maxLength={4000}
        autoFocus={autoFocus}
      >
        <Label className="ally-CoPilotChat-label">Ask the co-pilot</Label>
        <TextArea
          className="ally-CoPilotChat-input"
          rows={2}
          placeholder="What is late? Who has not answered TA-0042?"
          onKeyDown={onKeyDown}
        />
      </TextField>
      <Button
        type="submit"
        className="ally-SourcingButton ally-CoPilotChat-send"
        data-variant="primary"
        isDisabled={isBusy || !text.trim()}
      >
        {isBusy ? 'Asking…' : 'Send'}
      </Button>
    </form>
  )
}
