/**
 * The longest recipient name and gift message a voucher prints, as the contract's voucher item allows
 * (RECIPIENT_MAX_LENGTH, GIFT_MESSAGE_MAX_LENGTH; a test keeps them equal). Repeated here because the
 * contract's module brings zod, which the voucher page does not otherwise download.
 */
export const RECIPIENT_MAX_LENGTH = 80;
export const GIFT_MESSAGE_MAX_LENGTH = 300;
