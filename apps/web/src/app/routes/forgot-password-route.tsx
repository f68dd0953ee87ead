import { ForgotPasswordScreen } from '../../features/account/forgot-password-screen';

export const ForgotPasswordRoute = () => (
  <div className="container narrow">
    <ForgotPasswordScreen />
  </div>
);
