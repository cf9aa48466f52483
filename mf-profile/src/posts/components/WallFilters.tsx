import { useTranslation } from 'page-singleton';
import { Button, withCount, type CountryFacet, type Tag } from 'shared';
import { NS } from '../../i18n';
import './posts.css';

export interface WallFilterOptions {
  countries: CountryFacet[];
  tags: Array<Tag & { count: number }>;
  reviews: Array<{ value: number; count: number }>;
}

export interface WallFilterValues {
  countries: number[];
  tags: number[];
  reviews: number[];
}

export interface WallFiltersProps {
  options: WallFilterOptions;
  values: WallFilterValues;
  onChange: (values: WallFilterValues) => void;
}

const toggle = (list: number[], value: number) =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

/** The my-posts filters (countries, tags, reviews) as toggle buttons with counts. */
export function WallFilters({ options, values, onChange }: WallFiltersProps) {
  const { t, i18n } = useTranslation(NS);
  const any = values.countries.length + values.tags.length + values.reviews.length > 0;
  const group = (
    key: keyof WallFilterValues,
    label: string,
    items: Array<{ value: number; label: string; count: number }>,
  ) =>
    items.length > 0 && (
      <div role="group" aria-label={label} className="mfpr-chips">
        <span className="mfpr-muted">{label}:</span>
        {items.map((item) => {
          const on = values[key].includes(item.value);
          return (
            <Button
              key={item.value}
              size="sm"
              variant={on ? 'primary' : 'secondary'}
              aria-pressed={on}
              onClick={() => onChange({ ...values, [key]: toggle(values[key], item.value) })}
            >
              {withCount(item.label, item.count, i18n.language)}
            </Button>
          );
        })}
      </div>
    );
  return (
    <section className="mfpr-filters" aria-label={t('post.filters')}>
      {group(
        'countries',
        t('post.countries'),
        options.countries.map((c) => ({ value: c.id, label: c.country_name, count: c.count })),
      )}
      {group(
        'tags',
        t('post.tags'),
        options.tags.map((tag) => ({ value: tag.id, label: tag.name, count: tag.count })),
      )}
      {group(
        'reviews',
        t('post.reviews'),
        options.reviews.map((r) => ({
          value: r.value,
          label: t('post.starsFilter', { count: r.value }),
          count: r.count,
        })),
      )}
      {any && (
        <div>
          <Button variant="secondary" size="sm" onClick={() => onChange({ countries: [], tags: [], reviews: [] })}>
            {t('post.clearFilters')}
          </Button>
        </div>
      )}
    </section>
  );
}
