import { trackCheckoutStep, trackPurchase } from '../../lib/analytics/checkout-events';
import { useCartStore } from '../../lib/storage/cart-store';
import { useBookingStore, type Booking } from './booking-store';
import { execPayment } from './checkout-api';
import { usePayingOrderStore } from './paying-order-store';
import { stepNumber } from './progress-steps';

/**
 * Books a paid cart (execPayment is idempotent), keeps the booking, reports the purchase once (the
 * cart is emptied right after, so a second call finds no lines to report) and clears the cart. The
 * payment of an existing order leaves the basket as it is: what it paid was never in it.
 */
export const completeBooking = async (cartId: string, currency: string): Promise<Booking> => {
  const result = await execPayment(cartId);
  const { orderToken } = usePayingOrderStore.getState();
  const booking: Booking = {
    cartId,
    bookingId: result.booking_id,
    hasTickets: result.has_tickets,
    ticketsUrl: result.tickets_url,
    ticketsOnly: result.tickets_only,
    reservedUntil: result.reserved_until ?? null,
    orderToken,
    recap: result.recap ?? null,
    wallet: result.wallet ?? null,
  };
  useBookingStore.setState({ booking });
  if (orderToken !== null) {
    usePayingOrderStore.setState({ orderToken: null });
    return booking;
  }
  const { lines, shippingCosts } = useCartStore.getState();
  if (lines.length > 0) {
    trackCheckoutStep(stepNumber('complete'), lines, currency);
    trackPurchase(String(result.booking_id), lines, currency, shippingCosts ?? 0);
  }
  useCartStore.getState().clear();
  return booking;
};
