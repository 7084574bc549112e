export { MailsPage as default } from './components/mails-page';
