/** Screens that belong to signing in; the post-login redirect survives moving between them. */
export const AUTH_SCREENS = [
  'login', 'register', 'register-guest', 'forgot-password', 'recover', 'password-reset-success', 'recover-success',
] as const;

/** Leaving checkout for these screens remembers checkout as the post-login redirect (SPEC §4). */
const SAVES_CHECKOUT = ['login', 'register', 'register-guest', 'forgot-password', 'recover'];

const segments = (path: string): string[] => (path.split('?')[0] ?? '').split('/').filter(Boolean);
const screenOf = (path: string): string => segments(path)[1] ?? '';

const isAuthScreen = (path: string): boolean => (AUTH_SCREENS as readonly string[]).includes(screenOf(path));

/**
 * SPEC §4 navigation guard: leaving checkout for login, register, guest-register, forgot or recover
 * saves checkout as the post-login redirect; any other non-auth screen clears it.
 */
export const nextPostLoginRedirect = (from: string | null, to: string, current: string | null): string | null => {
  const target = screenOf(to);
  if (from !== null && screenOf(from) === 'checkout' && SAVES_CHECKOUT.includes(target)) {
    return `/${segments(from)[0] ?? ''}/checkout`;
  }
  return isAuthScreen(to) ? current : null;
};
