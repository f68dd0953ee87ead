import type { Params } from 'react-router';

/** Static facts about a route, read by the shell (title, analytics, page styling). */
export interface RouteHandle {
  name: string;
  /** Catalog key of the route title, or a function of the route params returning one. */
  title?: string | ((params: Params) => string);
}

export const isRouteHandle = (value: unknown): value is RouteHandle =>
  typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string';

/** SPEC §2: these screens get the secondary-page styling. */
export const SECONDARY_ROUTES = [
  'login', 'register', 'registerGuest', 'settings', 'forgotPassword', 'recover', 'registerSuccess', 'checkoutSuccess',
  // The success pages of the forgot and recover screens belong to them.
  'forgotPasswordSuccess', 'recoverPasswordSuccess',
] as const;

export const isSecondaryRoute = (name: string | undefined): boolean =>
  name !== undefined && (SECONDARY_ROUTES as readonly string[]).includes(name);

/** Screens that show the museum's address, opening hours and contact themselves: the footer leaves its own copy out. */
export const showsVisitInfo = (name: string | undefined): boolean => name === 'home';
