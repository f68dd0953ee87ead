import './wallet-buttons.css';

export interface WalletButtonsProps {
  /** The order's .pkpass (or .pkpasses bundle) and Google save link, each null when the museum has not configured that wallet. */
  appleUrl: string | null;
  googleUrl: string | null;
  /** "Add to Apple Wallet", "Add to Google Wallet" in the page's language, and what the group is called. */
  appleLabel: string;
  googleLabel: string;
  groupLabel: string;
}

/** A wallet card stack, drawn in the button's colour: the wallets' own marks may only be used as their official artwork. */
const WalletMark = () => (
  <svg className="wallet-mark" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
    <rect x="2" y="4" width="20" height="16" rx="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
    <path d="M2 9h20M2 13h20" stroke="currentColor" strokeWidth="1.8" />
    <circle cx="17" cy="16.5" r="1.4" fill="currentColor" />
  </svg>
);

/**
 * "Add to Apple Wallet" and "Add to Google Wallet", black as the wallets' badges are. Plain links:
 * Safari hands a .pkpass to Wallet on opening it (a download attribute would save it as a file
 * instead), and the Google link leads to Google's page that saves the passes.
 */
export const WalletButtons = ({ appleUrl, googleUrl, appleLabel, googleLabel, groupLabel }: WalletButtonsProps) => {
  if (appleUrl === null && googleUrl === null) return null;
  return (
    <span className="wallet-buttons" role="group" aria-label={groupLabel}>
      {appleUrl !== null && (
        <a className="wallet-button" href={appleUrl}>
          <WalletMark />
          {appleLabel}
        </a>
      )}
      {googleUrl !== null && (
        <a className="wallet-button" href={googleUrl}>
          <WalletMark />
          {googleLabel}
        </a>
      )}
    </span>
  );
};
