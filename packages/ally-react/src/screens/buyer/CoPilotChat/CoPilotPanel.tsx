import { matchesRoute, ROUTES } from '@ally/sdk'
import { useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { Dialog, Heading } from 'react-aria-components/Dialog'
import { Modal, ModalOverlay } from 'react-aria-components/Modal'
import { AllyLink } from '../../../provider/AllyLink'
import { ChatThread, FIRST_QUESTIONS } from './ChatThread'
import { useCoPilotChat } from './useCoPilotChat'
import '../../../blocks/detail-page/SourcingButton.css'
import './CoPilotChat.css'
import './CoPilotPanel.css'

/** What to ask first from a page: about the record on it, when it shows one. */
function questionsFor(path: string): readonly string[] {
  const on = (...patterns: string[]) =>
    patterns.some((pattern) => matchesRoute(`${ROUTES.dashboard}/${pattern}`, path))
  if (on('purchase-orders/:id', 'shipment/:id') && !on('purchase-orders/create')) {
    return ['What happened with this?', 'What is late?']
  }
  if (on('quotes/:id', 'quotes/:id/responses', 'order/:id', 'rfq/:id')) {
    return ['Compare the answers', 'Who has not answered yet?']
  }
  return FIRST_QUESTIONS
}

export interface CoPilotPanelProps {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  /** The page it opened over: a question about "this" is about its record. */
  currentPath: string
}

/**
 * The co-pilot over the current page (Ctrl+K or ⌘K, docs/product-rules.md, "Co-pilot"): one
 * conversation, asked from this page, so "this round" or "this PO" is the one on it. It keeps its
 * conversation while the app is open; a card it offers opens its screen and closes the panel.
 */
export function CoPilotPanel({ isOpen, onOpenChange, currentPath }: CoPilotPanelProps) {
  const [conversationId, setConversationId] = useState<string | null>(null)
  const chat = useCoPilotChat(conversationId, setConversationId, currentPath)
  return (
    <ModalOverlay
      className="ally-CoPilotPanel-overlay"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
    >
      <Modal className="ally-CoPilotPanel">
        <Dialog className="ally-CoPilotPanel-dialog ally-CoPilotChat">
          <header className="ally-CoPilotChat-header">
            <Heading slot="title" className="ally-CoPilotChat-title">
              Co-pilot
            </Heading>
            <div className="ally-CoPilotChat-headerActions">
              {conversationId && (
                <>
                  <AllyLink
                    className="ally-SourcingButton"
                    to={`${ROUTES.coPilot}?conversation=${encodeURIComponent(conversationId)}`}
                  >
                    Open full screen
                  </AllyLink>
                  <Button
                    className="ally-SourcingButton"
                    isDisabled={chat.pending !== null}
                    onPress={() => setConversationId(null)}
                  >
                    New
                  </Button>
                </>
              )}
              <Button className="ally-SourcingButton" slot="close">
                Close
              </Button>
            </div>
          </header>
          <ChatThread
            chat={chat}
            conversationId={conversationId}
            firstQuestions={questionsFor(currentPath.split(/[?#]/)[0] ?? '')}
            autoFocus
            intro="Ask about this page or anything in your records. I answer from them and offer the screen where you act; I never change anything myself."
          />
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
