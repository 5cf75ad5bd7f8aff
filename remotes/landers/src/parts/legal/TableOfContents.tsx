import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegalSection } from '@dating/legal';

/** Links to the sections of a long document; each section carries its id, so /pages/terms#moderation works too. */
export function TableOfContents({ sections }: { sections: readonly LegalSection[] }) {
  const { t } = useTranslation('landers');
  const headingId = useId();
  return (
    <nav className="landers-toc" aria-labelledby={headingId}>
      <h2 id={headingId} className="landers-toc__title">
        {t('static.contents')}
      </h2>
      <ol className="landers-toc__list">
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className="landers-toc__link">
              {section.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
