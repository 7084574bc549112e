export { DashboardLayout } from './components/dashboard-layout';
