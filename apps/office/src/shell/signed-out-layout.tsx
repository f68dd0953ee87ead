import { Outlet } from 'react-router';
import { LanguageSwitch } from './language-switch';
import './shell.css';

/** Sign-in and set-up: the page alone, with the language switch for someone who cannot read the default. */
export const SignedOutLayout = () => (
  <div className="signed-out">
    <div className="signed-out-top">
      <LanguageSwitch />
    </div>
    <main id="main">
      <Outlet />
    </main>
  </div>
);
