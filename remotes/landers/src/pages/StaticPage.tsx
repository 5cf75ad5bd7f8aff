import '../landers.css';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@dating/i18n';
import { LegalText, useLegalDocument, type LegalDocName } from '@dating/legal';
import type { RemotePageProps } from '@dating/routes';
import { LoadError } from '@dating/ui';
import { useLandersMessages } from '../i18n';
import { CompanyBox } from '../parts/legal/CompanyBox';
import { LegalDocSkeleton } from '../parts/legal/LegalDocSkeleton';
import { DOCS_WITH_CONTENTS, staticDocOf } from '../parts/legal/static-doc';
import { TableOfContents } from '../parts/legal/TableOfContents';
import { useDocumentTitle } from '../parts/useDocumentTitle';

/**
 * /pages/{ban,faq,terms,cookies,privacy,service,return-policy} (default layout, docs/product.md §2): a legal document
 * of @dating/legal in the visitor's language, filled with the operating company, and that company at the foot.
 * Members read them too: no redirect here.
 */
export default function StaticPage({ route }: RemotePageProps) {
  useLandersMessages();
  const doc = staticDocOf(route, useLocation().pathname);
  // the route table only sends the seven documents here; a stray route shows just the company
  return (
    <article className="landers-static">
      {doc && <LegalDocView doc={doc} />}
      <CompanyBox />
    </article>
  );
}

function LegalDocView({ doc }: { doc: LegalDocName }) {
  const { t } = useTranslation('landers');
  const lng = useLanguage();
  const legal = useLegalDocument(lng, doc);
  const data = legal.data;
  const title = data?.title;
  const { hash } = useLocation();

  useDocumentTitle(title);
  // a link to a section (/pages/terms#moderation) arrives before the text: scroll once the section is there
  useEffect(() => {
    if (data && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.();
  }, [data, hash]);

  if (legal.isPending) return <LegalDocSkeleton />;
  if (!data) return <LoadError error={legal.error} retrying={legal.isRetrying} onRetry={legal.retry} />;
  const updated = new Date(`${data.updated}T00:00:00Z`);
  return (
    <>
      <header className="landers-static__head">
        <h1 className="landers-static__title">{data.title}</h1>
        <p className="landers-static__updated">
          {t('static.updated')}{' '}
          <time dateTime={data.updated}>
            {new Intl.DateTimeFormat(lng, { dateStyle: 'long', timeZone: 'UTC' }).format(updated)}
          </time>
        </p>
      </header>
      {DOCS_WITH_CONTENTS.includes(doc) && <TableOfContents sections={data.sections} />}
      <LegalText doc={data} className="landers-static__text" />
    </>
  );
}
