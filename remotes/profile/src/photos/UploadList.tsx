import { errorText } from '@dating/i18n';
import { useProfileMessages } from '../i18n';
import type { QueuedUpload } from './useUploadQueue';

/** The files on their way up, each with a progress bar, and the ones refused with their reason. */
export function UploadList({ items }: { items: QueuedUpload[] }) {
  const { t } = useProfileMessages();
  if (items.length === 0) return null;
  return (
    <ul className="profile-uploads" aria-label={t('photos.uploads')}>
      {items.map((item) => {
        const percent = Math.round(item.share * 100);
        return (
          <li key={item.key} className="profile-upload">
            <span className="profile-upload-name">{item.name}</span>
            {item.failure === undefined ? (
              <span
                className="profile-upload-bar"
                role="progressbar"
                aria-label={t('photos.uploading', { name: item.name })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
              >
                <span className="profile-upload-fill" style={{ width: `${percent}%` }} />
              </span>
            ) : (
              <span className="profile-upload-error" role="alert">
                {item.failure === 'wrong_type' ? t('photos.wrong_type') : errorText(t, item.failure)}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
