import { createContext, use, type ReactNode } from 'react';
import type { Session } from '../api/types';

/** Why the session ended without the staff member signing out: shown on the sign-in screen. */
export type SessionEnd = 'idle' | 'expired' | null;

export interface SessionState {
  session: Session | null;
  /** Signed in (TOTP or enrolment done): the session from the server's answer. */
  signedIn: (session: Session) => void;
  signOut: () => Promise<void>;
  ended: SessionEnd;
  /** The session ended on its own while a page was open: the notice offers to sign in again. */
  end: (reason: Exclude<SessionEnd, null>) => void;
}

const SessionContext = createContext<SessionState | null>(null);

export const SessionProvider = ({ value, children }: { value: SessionState; children: ReactNode }) => <SessionContext value={value}>{children}</SessionContext>;

export const useSession = (): SessionState => {
  const state = use(SessionContext);
  if (state === null) throw new Error('useSession outside SessionProvider');
  return state;
};

/** The signed-in session; only for screens inside the signed-in shell. */
export const useSignedIn = (): Session => {
  const { session } = useSession();
  if (session === null) throw new Error('useSignedIn without a session');
  return session;
};
