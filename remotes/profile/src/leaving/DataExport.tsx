import './leaving.css';
import { useId, useState } from 'react';
import { Download, FileArchive } from 'lucide-react';
import { dataExportFileUrl, type DataExport as DataExportState } from '@dating/contract';
import { useDataExport, useStartDataExport } from '@dating/api-client';
import { errorText, useLanguage } from '@dating/i18n';
import { Button, buttonClassName, Card, ErrorNotice, Skeleton } from '@dating/ui';
import { useProfileMessages } from '../i18n';
import '../headings.css';

/**
 * /profile: "download my data" (GDPR articles 15 and 20). The zip is built in the background: the page shows its
 * progress (asked every second while it runs), then a download link for this member only, until it expires. A
 * mail says when it is ready, for members who left the page.
 */
export default function DataExport() {
  const { t } = useProfileMessages();
  const id = useId();
  const language = useLanguage();
  const status = useDataExport();
  // when the page was opened: a copy allowed from a later moment shows its date until the next visit
  const [shownAt] = useState(Date.now);
  const start = useStartDataExport();
  const current = status.data?.export ?? null;
  const date = (iso: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
  const mayStart =
    !current ||
    current.status === 'failed' ||
    (current.next_allowed_at !== null && Date.parse(current.next_allowed_at) <= shownAt);

  return (
    <Card as="section" padding="lg" className="profile-leaving-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="profile-section-heading">
        <FileArchive aria-hidden="true" />
        {t('leaving.export.title')}
      </h2>
      <p className="profile-leaving-text">{t('leaving.export.intro')}</p>
      {start.error && <ErrorNotice>{errorText(t, start.error)}</ErrorNotice>}
      {status.isPending ? (
        <Skeleton height="2.5rem" />
      ) : (
        <>
          {current && <ExportProgress state={current} date={date} language={language} />}
          {mayStart && !isUnderWay(current) && (
            <div className="profile-leaving-actions">
              <Button variant="secondary" onClick={() => start.mutate()} loading={start.isPending}>
                {t('leaving.export.start')}
              </Button>
            </div>
          )}
          {current && !mayStart && current.status === 'ready' && current.next_allowed_at && (
            <p className="profile-leaving-hint">{t('leaving.export.next', { date: date(current.next_allowed_at) })}</p>
          )}
        </>
      )}
    </Card>
  );
}

const isUnderWay = (state: DataExportState | null) => state?.status === 'queued' || state?.status === 'running';

interface ExportProgressProps {
  state: DataExportState;
  date: (iso: string) => string;
  language: string;
}

function ExportProgress({ state, date, language }: ExportProgressProps) {
  const { t } = useProfileMessages();
  const id = useId();
  if (isUnderWay(state)) {
    return (
      <div className="profile-leaving-progress">
        <p id={`${id}-label`} className="profile-leaving-text" aria-live="polite">
          {t('leaving.export.preparing', { percent: state.progress })}
        </p>
        <div
          className="profile-leaving-bar"
          role="progressbar"
          aria-labelledby={`${id}-label`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={state.progress}
        >
          <div className="profile-leaving-bar-fill" style={{ inlineSize: `${state.progress}%` }} />
        </div>
      </div>
    );
  }
  if (state.status === 'failed') {
    return <ErrorNotice>{t('leaving.export.failed')}</ErrorNotice>;
  }
  return (
    <div className="profile-leaving-ready" aria-live="polite">
      <p className="profile-leaving-text">
        {t('leaving.export.ready', { date: date(state.expires_at ?? state.created_at) })}
      </p>
      <a className={buttonClassName({})} href={dataExportFileUrl(state.id)} download>
        <Download aria-hidden="true" />
        {t('leaving.export.download', { size: megabytes(language, state.size_bytes ?? 0) })}
      </a>
    </div>
  );
}

/** The size as the member reads it ("0,4 MB" in Dutch); one decimal is plenty for a download. */
const megabytes = (language: string, bytes: number) =>
  new Intl.NumberFormat(language, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
    Math.max(0.1, bytes / 1_000_000),
  );
