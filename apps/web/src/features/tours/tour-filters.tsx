import { useTranslation } from '../../lib/i18n/use-translation';
import { SelectField } from '../../components/ui/select-field';
import type { FilterOption, TourFilters as Filters } from './tour-list';

export interface TourFiltersProps {
  filters: Filters;
  languages: readonly FilterOption<string>[];
  categories: readonly FilterOption<number>[];
  venues: readonly FilterOption<string>[];
  onChange: (next: Filters) => void;
}

/** SPEC §2 filters language, category and venue as native selects (the platform's picker is best on phones). */
export const TourFilters = ({ filters, languages, categories, venues, onChange }: TourFiltersProps) => {
  const { t } = useTranslation('tours');
  return (
    <div className="tour-filters" role="group" aria-label={t('list.filtersLabel')}>
      <SelectField
        id="tour-filter-language"
        label={t('list.language')}
        placeholder={t('list.allLanguages')}
        options={languages}
        value={filters.language ?? ''}
        onChange={(event) => onChange({ ...filters, language: event.currentTarget.value || null })}
      />
      <SelectField
        id="tour-filter-category"
        label={t('list.category')}
        placeholder={t('list.allCategories')}
        options={categories.map((option) => ({ value: String(option.value), label: option.label }))}
        value={filters.category === null ? '' : String(filters.category)}
        onChange={(event) => onChange({ ...filters, category: event.currentTarget.value ? Number(event.currentTarget.value) : null })}
      />
      <SelectField
        id="tour-filter-venue"
        label={t('list.venue')}
        placeholder={t('list.allVenues')}
        options={venues}
        value={filters.venue ?? ''}
        onChange={(event) => onChange({ ...filters, venue: event.currentTarget.value || null })}
      />
    </div>
  );
};
