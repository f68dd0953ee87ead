import { LoginScreen } from '../../features/account/login-screen';

export const LoginRoute = () => (
  <div className="container narrow">
    <LoginScreen />
  </div>
);
