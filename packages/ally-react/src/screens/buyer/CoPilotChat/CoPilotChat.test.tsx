import {
  AI_REPLY_PLACEHOLDER_DELAY_MS,
  deleteConversation,
  sendAiMessage,
  updateChatData,
} from '@ally/sdk'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { storySession } from '../../../testing/fixtures'
import { renderScreen } from '../../../testing/renderScreen'
import { CoPilotChat } from './CoPilotChat'
import { conversationFixture, messageFixture, serveChat } from './chatFixtures'

const session = storySession()
const messages = () => screen.getByRole('log', { name: 'Messages' })

describe('CoPilotChat', () => {
  it('lists the conversations and shows the open one, its answer as Markdown with its card', async () => {
    const onConversationChange = vi.fn()
    renderScreen(
      <CoPilotChat conversationId="conv-late" onConversationChange={onConversationChange} />,
      {
        session,
        mock: serveChat(),
      },
    )
    const list = await screen.findByRole('navigation', { name: 'Conversations' })
    const open = await within(list).findByRole('button', { name: /What is late\?/ })
    expect(open.getAttribute('aria-current')).toBe('page')
    const answer = await within(messages()).findByText('Purchase orders past their delivery day')
    expect(answer.tagName).toBe('STRONG')
    const card = within(messages()).getByRole('link', { name: 'Open PO-0012' })
    expect(card.getAttribute('href')).toBe('/dashboard/purchase-orders/po-12')

    await userEvent.click(within(list).getByRole('button', { name: /Spend last quarter/ }))
    expect(onConversationChange).toHaveBeenLastCalledWith('conv-spend')
  })

  it('renders markup in any message as inert text, and links only to the web or the app', async () => {
    const hostile = [
      messageFixture({ id: 'h1', role: 'user', content: '<script>alert(1)</script>' }),
      messageFixture({
        id: 'h2',
        content:
          'Vendor <img src=x onerror="alert(1)"> and <b>bold</b>\n[click me](javascript:alert(1)) [site](https://example.com) [po](/dashboard/purchase-orders/1) [proto](//evil.test)',
        actions: [{ kind: 'open', label: 'Evil', href: 'javascript:alert(1)', payload: {} }],
      }),
    ]
    const { container } = renderScreen(<CoPilotChat conversationId="conv-late" />, {
      session,
      mock: serveChat(undefined, { 'conv-late': hostile }),
    })
    await within(await screen.findByRole('log', { name: 'Messages' })).findByText(
      '<script>alert(1)</script>',
    )
    expect(container.querySelector('script, img, b, [onerror]')).toBeNull()
    expect(
      screen.getByText(/Vendor <img src=x onerror="alert\(1\)"> and <b>bold<\/b>/),
    ).toBeTruthy()
    const links = within(messages())
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')])
    expect(links).toEqual([
      ['site', 'https://example.com/'],
      ['po', '/dashboard/purchase-orders/1'],
    ])
    expect(
      within(messages())
        .getByText(/click me/)
        .closest('a'),
    ).toBeNull()
    expect(screen.queryByRole('link', { name: 'Evil' })).toBeNull()
  })

  it('shows the question at once and the reply placeholder after 500 ms when the answer is slow', async () => {
    renderScreen(<CoPilotChat conversationId="conv-spend" />, {
      session,
      mock: serveChat(
        undefined,
        {},
        { answer: 'Spent **$3,050.00**.', delayMs: AI_REPLY_PLACEHOLDER_DELAY_MS + 400 },
      ),
    })
    const box = await screen.findByRole('textbox', { name: 'Ask the co-pilot' })
    await userEvent.type(box, 'Spend since September{Enter}')
    expect(within(messages()).getByText('Spend since September')).toBeTruthy()
    expect(screen.queryByRole('progressbar', { name: 'Co-pilot is answering' })).toBeNull()
    expect(
      await screen.findByRole('progressbar', { name: 'Co-pilot is answering' }, { timeout: 800 }),
    ).toBeTruthy()
    expect(await within(messages()).findByText('$3,050.00', {}, { timeout: 2000 })).toBeTruthy()
    expect(screen.queryByRole('progressbar', { name: 'Co-pilot is answering' })).toBeNull()
    expect((box as HTMLTextAreaElement).value).toBe('')
  })

  it('shows the reply as it streams in, word by word, and no placeholder once it has begun', async () => {
    const answer = 'Two purchase orders are past their delivery day.'
    const { api } = renderScreen(<CoPilotChat conversationId="conv-spend" />, {
      session,
      mock: serveChat(undefined, {}, { answer, wordGapMs: 120 }),
    })
    const box = await screen.findByRole('textbox', { name: 'Ask the co-pilot' })
    await userEvent.type(box, 'What is late?{Enter}')
    // Part of the reply shows while the rest is on its way, marked busy for screen readers.
    await waitFor(() => {
      const growing = messages().querySelector('[aria-busy="true"]')
      expect(growing?.textContent).toMatch(/Two purchase/)
      expect(growing?.textContent).not.toMatch(/delivery day\./)
    })
    expect(screen.queryByRole('progressbar', { name: 'Co-pilot is answering' })).toBeNull()
    // Then the stored reply, whole, in its place.
    await waitFor(() => expect(messages().querySelector('[aria-busy="true"]')).toBeNull(), {
      timeout: 3000,
    })
    expect(within(messages()).getAllByText(answer)).toHaveLength(1)
    expect(api.callsTo(sendAiMessage)[0]?.headers.accept).toBe('text/event-stream')
  })

  it('shows no placeholder when the answer comes within 500 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      renderScreen(<CoPilotChat conversationId="conv-spend" />, { session, mock: serveChat() })
      const box = await screen.findByRole('textbox', { name: 'Ask the co-pilot' })
      await userEvent.type(box, 'What is late?{Enter}')
      expect(await within(messages()).findByText('Nothing is late.')).toBeTruthy()
      await act(() => vi.advanceTimersByTimeAsync(AI_REPLY_PLACEHOLDER_DELAY_MS * 2))
      expect(screen.queryByRole('progressbar', { name: 'Co-pilot is answering' })).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })

  it('starts a conversation with the first question and opens it', async () => {
    const onConversationChange = vi.fn()
    const { api } = renderScreen(<CoPilotChat onConversationChange={onConversationChange} />, {
      session,
      mock: serveChat(),
    })
    await userEvent.click(await screen.findByRole('button', { name: 'What is late?' }))
    await waitFor(() => expect(onConversationChange).toHaveBeenLastCalledWith('conv-new'))
    expect(api.callsTo(sendAiMessage)[0]?.body).toEqual({
      conversationId: 'conv-new',
      message: 'What is late?',
    })
  })

  it('says why a question failed and puts it back in the box', async () => {
    renderScreen(<CoPilotChat conversationId="conv-spend" />, {
      session,
      mock: (api) => {
        serveChat()(api)
        api.on(sendAiMessage, {
          status: 429,
          body: {
            message:
              'Your business has asked the co-pilot 120 questions in the last hour. Try again in 40 minutes.',
          },
        })
      },
    })
    const box = await screen.findByRole('textbox', { name: 'Ask the co-pilot' })
    await userEvent.type(box, 'What is late?{Enter}')
    expect((await screen.findByRole('alert')).textContent).toContain('Try again in 40 minutes.')
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe('What is late?'))
  })

  it('archives a conversation: no more questions until it is restored', async () => {
    const archived = conversationFixture({ id: 'conv-old', title: 'Old questions', archived: true })
    const { api } = renderScreen(<CoPilotChat conversationId="conv-old" />, {
      session,
      mock: serveChat([archived], {}),
    })
    expect(
      await screen.findByText('This conversation is archived. Restore it to ask more.'),
    ).toBeTruthy()
    expect(screen.queryByRole('textbox', { name: 'Ask the co-pilot' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Restore' }))
    expect(api.callsTo(updateChatData)[0]?.body).toEqual({
      conversationId: 'conv-old',
      archived: false,
    })
    expect(await screen.findByRole('textbox', { name: 'Ask the co-pilot' })).toBeTruthy()
  })

  it('renames a conversation', async () => {
    const { api } = renderScreen(<CoPilotChat conversationId="conv-late" />, {
      session,
      mock: serveChat(),
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Rename' }))
    const title = screen.getByRole('textbox', { name: 'Conversation title' })
    await userEvent.clear(title)
    await userEvent.type(title, 'Late deliveries{Enter}')
    await waitFor(() =>
      expect(api.callsTo(updateChatData)[0]?.body).toEqual({
        conversationId: 'conv-late',
        title: 'Late deliveries',
      }),
    )
    expect(await screen.findByRole('heading', { name: 'Late deliveries' })).toBeTruthy()
  })

  it('deletes a conversation after asking once more, and opens none', async () => {
    const onConversationChange = vi.fn()
    const { api } = renderScreen(
      <CoPilotChat conversationId="conv-late" onConversationChange={onConversationChange} />,
      { session, mock: serveChat() },
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }))
    const dialog = screen.getByRole('dialog', { name: 'Delete this conversation?' })
    expect(dialog.textContent).toContain('“What is late?” and all its messages are deleted')
    // Keeping it deletes nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }))
    expect(api.callsTo(deleteConversation)).toHaveLength(0)

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }))
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete conversation' }),
    )
    await waitFor(() => expect(onConversationChange).toHaveBeenCalledWith(null))
    expect(api.callsTo(deleteConversation)[0]?.path).toBe('/api/v1/ldb/chat/conversation/conv-late')
    expect(await screen.findByText('Conversation deleted')).toBeTruthy()
    const list = screen.getByRole('navigation', { name: 'Conversations' })
    await waitFor(() => expect(within(list).queryByText('What is late?')).toBeNull())
  })
})
