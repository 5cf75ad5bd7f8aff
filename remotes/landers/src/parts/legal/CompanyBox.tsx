import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Building2 } from 'lucide-react';
import { useCompanyInfo } from '@dating/api-client';
import { countryName, useLanguage } from '@dating/i18n';
import { Card } from '@dating/ui';

/** A country as the company info gives it: a code is named in the reader's language, a name stays as written. */
const placeName = (country: string, lng: string) =>
  /^[A-Za-z]{2}$/.test(country) ? countryName(country, lng) : country;

/**
 * Who runs the site (GET /api/companyinfo.php), at the foot of every legal page: the law wants the operator's
 * name, address, Chamber of Commerce (KvK) and VAT numbers where the terms are.
 */
export function CompanyBox() {
  const { t } = useTranslation('landers');
  const lng = useLanguage();
  const headingId = useId();
  const company = useCompanyInfo().data;
  if (!company) return null;
  const rows: [string, string][] = [
    [t('company.name'), company.name],
    [t('company.address'), [company.address, company.city, placeName(company.country, lng)].filter(Boolean).join(', ')],
    [t('company.kvk'), company.kvk],
    [t('company.vat'), company.vat_numbers.join(', ')],
    [t('company.tradenames'), company.tradenames.join(', ')],
  ];
  return (
    <Card as="section" className="landers-company" aria-labelledby={headingId}>
      <h2 id={headingId} className="landers-company__title">
        <Building2 aria-hidden="true" />
        {t('company.title')}
      </h2>
      <dl className="landers-company__list">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="landers-company__row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        {company.support_phone && (
          <div className="landers-company__row">
            <dt>{t('company.phone')}</dt>
            <dd>
              <a href={`tel:${company.support_phone.replace(/[^\d+]/g, '')}`} className="landers-link">
                {company.support_phone}
              </a>
            </dd>
          </div>
        )}
      </dl>
    </Card>
  );
}
