import type { Selectable } from 'kysely';
import type { CatalogVoucherCode } from '../../catalog/catalog-commerce.schema.js';
import type { VoucherCodesTable } from '../../db/schema-merchandise.js';
import type { Executor } from '../../db/database.js';

export type VoucherCodeRow = Selectable<VoucherCodesTable>;

/** Codes are kept upper case, so a code typed in any case finds its row. */
export const normalizeVoucherCode = (code: string): string => code.trim().toUpperCase();

/**
 * The code as typed, or without the dashes and spaces a printed code is grouped with (ACDE-FGHJ-…):
 * the shop's own codes have none, codes from the catalog may keep theirs.
 */
export const findVoucherCode = async (db: Executor, shopId: number, code: string): Promise<VoucherCodeRow | undefined> => {
  const typed = normalizeVoucherCode(code);
  const rows = await db.selectFrom('voucher_codes').selectAll().where('shop_id', '=', shopId).where('code', 'in', [typed, typed.replace(/[\s-]/g, '')]).execute();
  return rows.find((row) => row.code === typed) ?? rows[0];
};

/**
 * Adds the catalog's codes; a code already known keeps what was spent and held, only its name,
 * amount and dates follow the file.
 */
export const upsertVoucherCodes = async (db: Executor, shopId: number, codes: readonly CatalogVoucherCode[], now: Date): Promise<void> => {
  for (const code of codes) {
    const row = { name: code.name, amount: code.amount, valid_from: code.valid_from, valid_to: code.valid_to };
    await db
      .insertInto('voucher_codes')
      .values({ shop_id: shopId, code: normalizeVoucherCode(code.code), sold: code.used, held: 0, created_at: now.toISOString(), ...row })
      .onConflict((oc) => oc.columns(['shop_id', 'code']).doUpdateSet(row))
      .execute();
  }
};

/**
 * The codes the catalog issued (not those sold gift vouchers issued), as the file writes them: what
 * has been spent so far is their `used`, so a new database starts each with the balance it has here.
 */
export const catalogVoucherCodes = async (db: Executor, shopId: number): Promise<CatalogVoucherCode[]> => {
  const rows = await db
    .selectFrom('voucher_codes')
    .select(['code', 'name', 'amount', 'sold', 'valid_from', 'valid_to'])
    .where('shop_id', '=', shopId)
    .where('order_line_id', 'is', null)
    .execute();
  // Sorted here, not in SQL: PostgreSQL's collation would order hyphens otherwise than SQLite.
  return rows.sort((a, b) => (a.code < b.code ? -1 : 1)).map((row) => ({ code: row.code, name: row.name, amount: row.amount, used: row.sold, valid_from: row.valid_from, valid_to: row.valid_to }));
};
