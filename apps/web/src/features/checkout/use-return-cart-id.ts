import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useCartStore } from '../../lib/storage/cart-store';
import { usePayingOrderStore } from './paying-order-store';

/** The payment page sends the payer back with `cartId`; the cart keeps it (SPEC §3 Cart cartId), unless it paid an existing order. */
export const useReturnCartId = (): string | null => {
  const cartId = new URLSearchParams(useLocation().search).get('cartId')?.trim() || null;
  useEffect(() => {
    if (cartId !== null && usePayingOrderStore.getState().orderToken === null && useCartStore.getState().lines.length > 0) useCartStore.setState({ cartId });
  }, [cartId]);
  return cartId;
};
