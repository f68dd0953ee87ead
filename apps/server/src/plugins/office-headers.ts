/**
 * The office's own Content-Security-Policy: its built files and its own API, nothing inline (no
 * script, no style), nothing from elsewhere, never framed. Stricter than the shop's, which allows its
 * language script by hash, inline styles and a tag manager; staff pages need none of that.
 */
const officePolicy = (scriptSources: string, extra: readonly string[] = []): string =>
  [
    "default-src 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "form-action 'self'",
    `script-src ${scriptSources}`,
    "style-src 'self'",
    // The enrolment QR code is an SVG the page shows as a data: image.
    "img-src 'self' data:",
    "connect-src 'self'",
    "font-src 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    ...extra,
  ].join(';');

export const OFFICE_CSP = officePolicy("'self'");

/**
 * The door scanner's pages (/office/door/): the office's policy, plus WebAssembly for the barcode
 * decoder a phone without a native one loads (served from our own origin), and its service worker.
 */
export const OFFICE_DOOR_CSP = officePolicy("'self' 'wasm-unsafe-eval'", ["worker-src 'self'"]);

/** Office pages use no camera, microphone or location; the door scanner uses its own origin's camera. */
export const OFFICE_PERMISSIONS = 'camera=(), microphone=(), geolocation=(), payment=()';
export const OFFICE_DOOR_PERMISSIONS = 'camera=(self), microphone=(), geolocation=(), payment=()';

/** Whether a path is the door scanner's (its pages, service worker and manifest). */
export const isOfficeDoorPath = (url: string): boolean => url === '/office/door' || url.startsWith('/office/door/') || url.startsWith('/office/door?');

/**
 * Headers for office pages and files: helmet's document headers with the office's policy, and
 * X-Frame-Options for browsers that predate frame-ancestors. Office pages show staff data: no
 * referrer leaves the origin.
 */
export const officePageHeaders = (documentHeaders: Record<string, string>): Record<string, string> => ({
  ...documentHeaders,
  'content-security-policy': OFFICE_CSP,
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
  'permissions-policy': OFFICE_PERMISSIONS,
});

/** The door scanner's headers: the office's, with its own policy and the camera allowed. */
export const officeDoorPageHeaders = (documentHeaders: Record<string, string>): Record<string, string> => ({
  ...officePageHeaders(documentHeaders),
  'content-security-policy': OFFICE_DOOR_CSP,
  'permissions-policy': OFFICE_DOOR_PERMISSIONS,
});
