export { CoPilotChat, type CoPilotChatProps } from './CoPilotChat'
export { CoPilotPanel, type CoPilotPanelProps } from './CoPilotPanel'
