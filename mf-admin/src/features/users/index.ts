export { UsersPage as default } from './components/users-page';
