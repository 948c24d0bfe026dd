export { LoginPage as default } from '../login/LoginPage';
