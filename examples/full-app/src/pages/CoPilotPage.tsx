// The co-pilot, its own chunk: its Markdown and chat code stay off the rest of the dashboard.
import { CoPilotChat, useUrlState } from '@ally/react'

/** `/dashboard/co-pilot?conversation=…`: the open conversation survives reload and sharing. */
export default function CoPilotPage() {
  const [search, setUrlState] = useUrlState(['conversation'])
  return (
    <CoPilotChat
      conversationId={search.conversation ?? null}
      onConversationChange={(id) => setUrlState({ conversation: id ?? undefined })}
    />
  )
}
