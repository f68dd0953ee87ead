import { useTranslation } from '../../lib/i18n/use-translation';
import type { EventGroup } from './event-list';

/** Toggle buttons for the event groups (SPEC §3 custom_groups); "All" clears the filter. */
export const GroupFilter = ({ groups, value, onChange }: { groups: readonly EventGroup[]; value: number | null; onChange: (id: number | null) => void }) => {
  const { t } = useTranslation('tickets');
  const options = [{ id: null, name: t('list.allGroups') }, ...groups];
  return (
    <div className="group-filter" role="group" aria-label={t('list.filterLabel')}>
      {options.map((option) => (
        <button
          key={option.id ?? 'all'}
          type="button"
          className="filter-chip"
          aria-pressed={value === option.id}
          onClick={() => onChange(option.id)}
        >
          {option.name}
        </button>
      ))}
    </div>
  );
};
