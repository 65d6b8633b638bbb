/** The retailer finder's service filters: "All" and one toggle chip per service (a retailer must offer every one pressed). */
import type { RetailerService } from '#domain/retailers/types.ts';
import { usePage } from '#ui/components/page-context.tsx';
import type { FinderResults } from './use-finder-results.ts';

export function FinderFilters({ services, filters, setFilters }: { services: RetailerService[]; filters: RetailerService[]; setFilters: FinderResults['setFilters'] }) {
  const { t } = usePage();
  return (
    <div className="finder__filters" role="group" aria-label={t('finder.filtersLabel')}>
      <button type="button" className="chip" aria-pressed={filters.length === 0} onClick={() => setFilters([])}>
        {t('finder.filterAll')}
      </button>
      {services.map((item) => (
        <button
          type="button"
          key={item}
          className="chip"
          aria-pressed={filters.includes(item)}
          onClick={() => setFilters((current) => (current.includes(item) ? current.filter((value) => value !== item) : [...current, item]))}
        >
          {t(`finder.service.${item}`)}
        </button>
      ))}
    </div>
  );
}
