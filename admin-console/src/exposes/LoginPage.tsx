import './jitless';
import { LoginPage } from '../login/LoginPage';

export default LoginPage;
