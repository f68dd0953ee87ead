import { AccountDoneRoute } from './account-done-route';
import { ForgotPasswordRoute } from './forgot-password-route';
import { LoginRoute } from './login-route';
import { RecoverRoute } from './recover-route';
import { RegisterRoute } from './register-route';
import { SettingsRoute } from './settings-route';

/**
 * Every sign-in and account screen in one route module, keyed by route name (as the checkout screens):
 * the router, part of the first view, carries one lazy import for all of them, and the password hashing
 * with them.
 */
export const accountScreens = {
  login: LoginRoute,
  register: RegisterRoute,
  registerSuccess: () => <AccountDoneRoute done="registered" />,
  forgotPassword: ForgotPasswordRoute,
  forgotPasswordSuccess: () => <AccountDoneRoute done="resetRequested" />,
  recover: RecoverRoute,
  recoverPasswordSuccess: () => <AccountDoneRoute done="recovered" />,
  settings: SettingsRoute,
};
export type AccountScreen = keyof typeof accountScreens;
