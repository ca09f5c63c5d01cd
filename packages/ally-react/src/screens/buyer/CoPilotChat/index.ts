export { CoPilotChat, type CoPilotChatProps } from './CoPilotChat'
