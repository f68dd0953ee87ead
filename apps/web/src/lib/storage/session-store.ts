import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Lang } from '@foyer/contract';
import { referrerToKeep } from '@foyer/domain';

export interface Customer {
  fname: string;
  lname: string;
  email?: string;
  country?: string;
  /** A guest's billing address as entered, shown back at payment (an account's comes from the server). */
  company?: string;
  street?: string;
  zip?: string;
  city?: string;
  isGuest: boolean;
}

export interface ShippingAddress {
  name: string;
  street: string;
  zip: string;
  city: string;
  country: string;
}

/** SPEC §3 session storage (the cart lives in its own store). */
export interface SessionState {
  lang: Lang | null;
  token: string | null;
  customer: Customer | null;
  partner: string | null;
  /** SPEC §9: the other site that brought the visitor, sent with the order; never the shop's own or a payment provider's. */
  referrer: string | null;
  shippingAddress: ShippingAddress | null;
  /** SPEC keeps the literal string 'true' once the cookie notice is accepted. */
  cookieAcceptance: 'true' | null;
  lastPath: string | null;
  postLoginRedirect: string | null;
  setLang: (lang: Lang) => void;
  login: (token: string, customer: Customer | null) => void;
  logout: () => void;
  setPartner: (partner: string) => void;
  setReferrer: (referrer: string) => void;
  setShippingAddress: (address: ShippingAddress | null) => void;
  acceptCookies: () => void;
  setLastPath: (path: string) => void;
  setPostLoginRedirect: (path: string | null) => void;
}

const initial = {
  lang: null,
  token: null,
  customer: null,
  partner: null,
  referrer: null,
  shippingAddress: null,
  cookieAcceptance: null,
  lastPath: null,
  postLoginRedirect: null,
} as const;

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      ...initial,
      setLang: (lang) => set({ lang }),
      login: (token, customer) => set({ token, customer }),
      logout: () => set({ token: null, customer: null }),
      setPartner: (partner) => set({ partner }),
      setReferrer: (referrer) => set({ referrer }),
      setShippingAddress: (shippingAddress) => set({ shippingAddress }),
      acceptCookies: () => set({ cookieAcceptance: 'true' }),
      setLastPath: (lastPath) => set({ lastPath }),
      setPostLoginRedirect: (postLoginRedirect) => set({ postLoginRedirect }),
    }),
    { name: 'foyer-session', storage: createJSONStorage(() => sessionStorage) },
  ),
);

/** SPEC §6: a logged-in customer who registered fully (not a guest). */
export const isRegisteredCustomer = (s: Pick<SessionState, 'token' | 'customer'>): boolean =>
  s.token !== null && s.customer !== null && !s.customer.isGuest;

/** Reads `partner` from the start URL (SPEC §2) and keeps it for the session. */
export const rememberPartner = (search: string): void => {
  const partner = new URLSearchParams(search).get('partner')?.trim();
  if (partner) useSessionStore.getState().setPartner(partner);
};

/**
 * Keeps the page that brought the visitor (SPEC §9) for the session: the first one from another site.
 * A return from the payment page (a provider's host, the shop's own /pay page) or from the shop
 * itself is no referrer, and never replaces the one kept.
 */
export const rememberReferrer = (referrer: string, shopOrigin: string): void => {
  const session = useSessionStore.getState();
  const kept = referrer === '' ? null : referrerToKeep(referrer, shopOrigin);
  if (kept !== null && session.referrer === null) session.setReferrer(kept);
};
