import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { AllyStory } from '../../../testing/AllyStory'
import { storySession } from '../../../testing/fixtures'
import { CoPilotChat } from './CoPilotChat'
import { CoPilotPanel } from './CoPilotPanel'
import { serveChat } from './chatFixtures'

const meta = { title: 'Screens/Co-pilot', parameters: { layout: 'padded' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** The screen as the app holds it: the open conversation is the app's (its URL's). */
function Chat({ initial }: { initial: string | null }) {
  const [open, setOpen] = useState(initial)
  return <CoPilotChat conversationId={open} onConversationChange={setOpen} />
}

export const OpenConversation: Story = {
  render: () => (
    <AllyStory session={storySession()} mock={serveChat()}>
      <Chat initial="conv-late" />
    </AllyStory>
  ),
}

export const NewConversation: Story = {
  name: 'New conversation (first questions offered)',
  render: () => (
    <AllyStory session={storySession()} mock={serveChat()}>
      <Chat initial={null} />
    </AllyStory>
  ),
}

export const SlowAnswer: Story = {
  name: 'A slow answer (the placeholder after 500 ms)',
  render: () => (
    <AllyStory
      session={storySession()}
      mock={serveChat(undefined, undefined, { answer: 'Nothing is late.', delayMs: 3000 })}
    >
      <Chat initial="conv-spend" />
    </AllyStory>
  ),
}

export const StreamedAnswer: Story = {
  name: 'A reply streaming in, word by word',
  render: () => (
    <AllyStory
      session={storySession()}
      mock={serveChat(undefined, undefined, {
        answer: 'Two purchase orders are past their delivery day: PO-0012 and PO-0015.',
        wordGapMs: 150,
      })}
    >
      <Chat initial="conv-spend" />
    </AllyStory>
  ),
}

export const Panel: Story = {
  name: 'Ctrl+K panel over a purchase order',
  render: () => (
    <AllyStory session={storySession()} mock={serveChat()}>
      <CoPilotPanel
        isOpen
        onOpenChange={() => undefined}
        currentPath="/dashboard/purchase-orders/po-12"
      />
    </AllyStory>
  ),
}
