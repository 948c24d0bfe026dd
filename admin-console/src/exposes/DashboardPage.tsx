export { DashboardPage as default } from '../dashboard/DashboardPage';
