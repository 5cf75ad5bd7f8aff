import { Suspense, useId, type ReactNode } from 'react';
import { Form, useField, useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { AGE_BUCKETS } from '@dating/config';
import { useInterests, useRegions, useSettings } from '@dating/api-client';
import { isAgeBucket, type AgeBucket } from '@dating/contract';
import { countryOptions, useInterestNames } from '@dating/i18n';
import { Field, Select, NamedOptions } from '@dating/ui';
import type { Filters } from './filters';
import { FilterSkeleton } from './SearchFiltersSkeleton';

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
 * Gender, country, region, age bucket and interest, each a labelled select of one react-final-form form; picking
 * submits the form, so every change is applied at once. Two by two on a phone (the interest across both), one row on
 * wider screens. Filters changed from outside (a wider search offered when nothing matched) come in as a new `value`.
 */
export function SearchFilters({ value, onChange }: { value: Filters; onChange: (next: Filters) => void }) {
  const { t } = useTranslation('search');
  return (
    <Form<Filters>
      onSubmit={onChange}
      initialValues={value}
      subscription={{}}
      render={({ handleSubmit }) => (
        <form className="search-filters" aria-label={t('filters.label')} onSubmit={handleSubmit}>
          <FilterFields />
        </form>
      )}
    />
  );
}

function FilterFields() {
  const { t, i18n } = useTranslation('search');
  const settings = useSettings();
  const regions = useRegions();
  const country = useField<string>('country', { subscription: { value: true } }).input.value;
  // the searched country stays listed even when the site no longer offers it
  const countries = countryOptions(
    [...new Set([...(settings.data?.countries ?? []), ...(country ? [country] : [])])],
    i18n.language,
  );
  const countryRegions = regions.data?.countries.find((c) => c.code === country)?.regions ?? [];
  const id = useId();
  return (
    <>
      <FilterSelect name="gender" id={`${id}-gender`} label={t('filters.gender')}>
        <option value="">{t('filters.gender_any')}</option>
        <option value="female">{t('filters.female')}</option>
        <option value="male">{t('filters.male')}</option>
      </FilterSelect>
      <FilterSelect
        name="country"
        id={`${id}-country`}
        label={t('filters.country')}
        patch={(code) => ({ country: code, countryregion: '' })}
      >
        <NamedOptions empty={t('filters.country_any')} items={countries} />
      </FilterSelect>
      <FilterSelect
        name="countryregion"
        id={`${id}-region`}
        label={t('filters.region')}
        disabled={countryRegions.length === 0}
      >
        <NamedOptions empty={t('filters.region_any')} items={countryRegions} />
      </FilterSelect>
      <FilterSelect
        name="bucket"
        id={`${id}-age`}
        label={t('filters.age')}
        patch={(bucket) => (isAgeBucket(bucket) ? { bucket } : null)}
      >
        {AGE_BUCKETS.map((b) => (
          <option key={b} value={b}>
            {t(BUCKET_KEYS[b])}
          </option>
        ))}
      </FilterSelect>
      {/* its own boundary: the other filters work while the interests' names load */}
      <Suspense fallback={<FilterSkeleton interest />}>
        <InterestFilter id={`${id}-interest`} />
      </Suspense>
    </>
  );
}

interface FilterSelectProps {
  name: keyof Filters;
  id: string;
  label: string;
  /** what picking an option changes ('' is "any"); null: nothing. Default: this filter alone. */
  patch?: (chosen: string) => Partial<Filters> | null;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}

/** One filter: picking an option changes the form's values and submits it. */
function FilterSelect({ name, id, label, patch, disabled, className, children }: FilterSelectProps) {
  const form = useForm<Filters>();
  const { input } = useField(name, { format: (value: unknown) => (value === undefined ? '' : String(value)) });
  const pick = (chosen: string) => {
    const changes = patch ? patch(chosen) : { [name]: chosen };
    if (!changes) return;
    form.batch(() => {
      for (const [field, value] of Object.entries(changes)) form.change(field as keyof Filters, value as never);
    });
    void form.submit();
  };
  return (
    <Field label={label} htmlFor={id} className={className}>
      <Select
        id={id}
        name={input.name}
        className="search-filter-control"
        value={input.value}
        disabled={disabled}
        onChange={(e) => pick(e.target.value)}
      >
        {children}
      </Select>
    </Field>
  );
}

/** Members who picked one interest (docs/product.md §5), named in the member's language; '' is any. */
function InterestFilter({ id }: { id: string }) {
  const { t } = useTranslation('search');
  const names = useInterestNames();
  const list = useInterests().data?.interests ?? [];
  return (
    <FilterSelect
      name="interest"
      id={id}
      label={t('filters.interest')}
      className="search-filter-interest"
      patch={(chosen) => ({ interest: chosen === '' ? undefined : Number(chosen) })}
    >
      <option value="">{t('filters.interest_any')}</option>
      {list.map(({ id, name }) => (
        <option key={id} value={id}>
          {names(id, name)}
        </option>
      ))}
    </FilterSelect>
  );
}
