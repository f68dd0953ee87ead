import { AccountDoneScreen, type AccountDone } from '../../features/account/account-done-screen';

/** register/success, password-reset-success and recover-success. */
export const AccountDoneRoute = ({ done }: { done: AccountDone }) => (
  <div className="container narrow">
    <AccountDoneScreen done={done} />
  </div>
);
