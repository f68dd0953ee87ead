import type { VoucherGroup } from '@foyer/contract';
import { useTranslation } from '../../lib/i18n/use-translation';

/** Toggle buttons for the voucher groups (SPEC §3 Voucher groupId); "All" clears the filter. */
export const VoucherGroupFilter = ({ groups, value, onChange }: { groups: readonly VoucherGroup[]; value: number | null; onChange: (id: number | null) => void }) => {
  const { t } = useTranslation('vouchers');
  const options = [{ id: null, name: t('list.allGroups') }, ...groups];
  return (
    <div className="voucher-filter" role="group" aria-label={t('list.filterLabel')}>
      {options.map((option) => (
        <button key={option.id ?? 'all'} type="button" className="voucher-chip" aria-pressed={value === option.id} onClick={() => onChange(option.id)}>
          {option.name}
        </button>
      ))}
    </div>
  );
};
