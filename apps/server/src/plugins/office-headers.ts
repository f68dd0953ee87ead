/**
 * The office's own Content-Security-Policy: its built files and its own API, nothing inline (no
 * script, no style), nothing from elsewhere, never framed. Stricter than the shop's, which allows its
 * language script by hash, inline styles and a tag manager; staff pages need none of that.
 */
export const OFFICE_CSP = [
  "default-src 'self'",
  "base-uri 'none'",
  "object-src 'none'",
  "form-action 'self'",
  "script-src 'self'",
  "style-src 'self'",
  // The enrolment QR code is an SVG the page shows as a data: image.
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "manifest-src 'self'",
  "frame-ancestors 'none'",
].join(';');

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
});
