export { MessagesPage as default } from './components/messages-page';
