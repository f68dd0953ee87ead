import { BasketScreen } from '../../features/cart/basket-screen';

export const Component = BasketScreen;
