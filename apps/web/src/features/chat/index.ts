export { ChatPanel } from './components/chat-panel'
