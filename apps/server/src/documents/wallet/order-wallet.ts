import type { WalletConfig } from '../../config-wallet.js';
import type { Db } from '../../db/database.js';
import type { ShopResolver } from '../../kernel/shop-context.js';
import type { LineKinds } from '../../modules/commerce/line-kinds.js';
import type { DocumentFiles } from '../museum-identity.js';
import { applePasses } from './apple-pass.js';
import { googleSaveLink } from './google-save-link.js';
import { loadWalletOrder } from './wallet-order.js';

/**
 * An order's tickets and pass cards for Apple Wallet and Google Wallet, each only when the museum
 * configured it; undefined for a wallet that is not configured or an order with nothing to add.
 */
export class OrderWallet {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
    private readonly kinds: LineKinds,
    private readonly config: WalletConfig,
    private readonly files: DocumentFiles & { publicUrl: string },
  ) {}

  async apple(orderId: number): Promise<ReturnType<typeof applePasses> | undefined> {
    const { apple } = this.config;
    if (apple === undefined) return undefined;
    const order = await loadWalletOrder(this.db, this.shops, this.kinds, orderId, this.files);
    return order === undefined ? undefined : applePasses(apple, order);
  }

  async google(orderId: number): Promise<string | undefined> {
    const { google } = this.config;
    if (google === undefined) return undefined;
    const order = await loadWalletOrder(this.db, this.shops, this.kinds, orderId, this.files);
    return order === undefined ? undefined : googleSaveLink(google, order);
  }
}
