/** The scanner's service worker (public/door/sw.js): it keeps the app shell so the scanner opens with no network. */
export const DOOR_WORKER_URL = '/office/door/sw.js';
export const DOOR_SCOPE = '/office/door/';

/** The built files this page loaded: the worker keeps them, since it took over only after they came. */
const loadedFiles = (): string[] =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => new URL(url, location.origin).pathname.startsWith('/office/assets/'));

const register = async (): Promise<void> => {
  await navigator.serviceWorker.register(DOOR_WORKER_URL, { scope: DOOR_SCOPE });
  const ready = await navigator.serviceWorker.ready;
  ready.active?.postMessage({ type: 'keep', urls: loadedFiles() });
};

/** Installs the worker and lets it keep what is loaded; a phone that cannot still scans while it has a network. */
export const registerDoorWorker = (): void => {
  if (!('serviceWorker' in navigator)) return;
  void register().catch(() => undefined);
};

/** The manifest that makes the scanner installable, named only on the scanner's pages. */
export const linkDoorManifest = (): (() => void) => {
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = `${DOOR_SCOPE}manifest.webmanifest`;
  document.head.append(link);
  return () => link.remove();
};
