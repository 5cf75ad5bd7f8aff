import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AGE_BUCKETS } from '@dating/config';
import { useInterests, useRegions, useSettings } from '@dating/api-client';
import { isAgeBucket, type AgeBucket } from '@dating/contract';
import { countryOptions, useInterestNames } from '@dating/i18n';
import { Field, Select, NamedOptions, Skeleton } from '@dating/ui';
import type { Filters } from './filters';

export const BUCKET_KEYS: Record<AgeBucket, string> = {
  all: 'age.all',
  '-25': 'age.upto25',
  '26-35': 'age.26_35',
  '36-45': 'age.36_45',
  '46-55': 'age.46_55',
  '56-65': 'age.56_65',
  '65-': 'age.65plus',
};

/**
 * Gender, country, region, age bucket and interest, each a labelled select; every change is applied at once. Two
 * by two on a phone (the interest across both), one row on wider screens.
 */
export function SearchFilters({ value, onChange }: { value: Filters; onChange: (next: Filters) => void }) {
  const { t, i18n } = useTranslation('search');
  const settings = useSettings();
  const regions = useRegions();
  // the searched country stays listed even when the site no longer offers it
  const countries = countryOptions(
    [...new Set([...(settings.data?.countries ?? []), ...(value.country ? [value.country] : [])])],
    i18n.language,
  );
  const countryRegions = regions.data?.countries.find((c) => c.code === value.country)?.regions ?? [];
  const id = useId();
  const set = (patch: Partial<Filters>) => onChange({ ...value, ...patch });
  return (
    <form className="search-filters" aria-label={t('filters.label')} onSubmit={(e) => e.preventDefault()}>
      <Field label={t('filters.gender')} htmlFor={`${id}-gender`}>
        <Select
          id={`${id}-gender`}
          className="search-filter-control"
          value={value.gender}
          onChange={(e) => set({ gender: e.target.value })}
        >
          <option value="">{t('filters.gender_any')}</option>
          <option value="female">{t('filters.female')}</option>
          <option value="male">{t('filters.male')}</option>
        </Select>
      </Field>
      <Field label={t('filters.country')} htmlFor={`${id}-country`}>
        <Select
          id={`${id}-country`}
          className="search-filter-control"
          value={value.country}
          onChange={(e) => set({ country: e.target.value, countryregion: '' })}
        >
          <NamedOptions empty={t('filters.country_any')} items={countries} />
        </Select>
      </Field>
      <Field label={t('filters.region')} htmlFor={`${id}-region`}>
        <Select
          id={`${id}-region`}
          className="search-filter-control"
          value={value.countryregion}
          disabled={countryRegions.length === 0}
          onChange={(e) => set({ countryregion: e.target.value })}
        >
          <NamedOptions empty={t('filters.region_any')} items={countryRegions} />
        </Select>
      </Field>
      <Field label={t('filters.age')} htmlFor={`${id}-age`}>
        <Select
          id={`${id}-age`}
          className="search-filter-control"
          value={value.bucket}
          onChange={(e) => isAgeBucket(e.target.value) && set({ bucket: e.target.value })}
        >
          {AGE_BUCKETS.map((b) => (
            <option key={b} value={b}>
              {t(BUCKET_KEYS[b])}
            </option>
          ))}
        </Select>
      </Field>
      {/* its own boundary: the other filters work while the interests' names load */}
      <Suspense fallback={<FilterSkeleton interest />}>
        <InterestFilter id={`${id}-interest`} value={value.interest} onChange={(interest) => set({ interest })} />
      </Suspense>
    </form>
  );
}

/** Members who picked one interest (docs/product.md §5), named in the member's language; '' is any. */
function InterestFilter(props: { id: string; value?: number; onChange: (interest?: number) => void }) {
  const { t } = useTranslation('search');
  const names = useInterestNames();
  const list = useInterests().data?.interests ?? [];
  return (
    <Field label={t('filters.interest')} htmlFor={props.id} className="search-filter-interest">
      <Select
        id={props.id}
        className="search-filter-control"
        value={props.value === undefined ? '' : String(props.value)}
        onChange={(e) => props.onChange(e.target.value === '' ? undefined : Number(e.target.value))}
      >
        <option value="">{t('filters.interest_any')}</option>
        {list.map(({ id, name }) => (
          <option key={id} value={id}>
            {names(id, name)}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** One filter's shape while it loads: its label and its control. */
function FilterSkeleton({ interest = false }: { interest?: boolean }) {
  return (
    <span className={interest ? 'search-filter-skeleton search-filter-interest' : 'search-filter-skeleton'}>
      <Skeleton width="5rem" />
      <Skeleton shape="rect" height="var(--control-height)" />
    </span>
  );
}

/**
 * The filter bar's shape before the server has said which filters apply: the same cells as the bar, the interest's
 * row included, so the bar's arrival moves nothing below it.
 */
export function SearchFiltersSkeleton() {
  return (
    <div className="search-filters search-filters--loading" aria-hidden="true">
      {Array.from({ length: 4 }, (_, i) => (
        <FilterSkeleton key={i} />
      ))}
      <FilterSkeleton interest />
    </div>
  );
}
