// eslint-disable-next-line no-control-regex -- finding control characters and line breaks is the point
const BREAKS_OR_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * Text meant for one line (a reference printed on an invoice, in a mail's line): no line break of any
 * kind (CR, LF, VT, FF, NEL, U+2028, U+2029) and no other control character, tab included.
 */
export const isOneLineText = (text: string): boolean => !BREAKS_OR_CONTROLS.test(text);

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROLS_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** Text that may span lines (a gift message): CR, LF and tab are kept; every other control character is not. */
export const isMultiLineText = (text: string): boolean => !CONTROLS_BUT_LINE_BREAKS.test(text);

/** "Your reference" at checkout (SPEC §3 externalDocumentNumber): a purchase order number or the like, never longer. */
export const YOUR_REFERENCE_MAX_LENGTH = 50;
