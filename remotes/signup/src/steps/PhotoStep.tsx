import { useState } from 'react';
import { ImagePlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMediaUrl, useUploadProfileImage } from '@dating/api-client';
import { ACCEPT_ATTRIBUTE, isAcceptedImage } from '@dating/contract';
import { a11y, Button, buttonClassName } from '@dating/ui';
import { Notice } from '../layout/Notice';
import { StepHeader } from '../layout/StepHeader';
import type { StepProps } from './types';
import { useFileDrop } from '@dating/ui/file-drop';

/** Reads the chosen file for the preview as a data: URL: the site policy allows those for images, not blob:. */
function readPreview(file: File, show: (url: string) => void) {
  const reader = new FileReader();
  reader.onload = () => {
    if (typeof reader.result === 'string') show(reader.result);
  };
  reader.readAsDataURL(file);
}

/**
 * Step 2 (docs/product.md §2): a profile photo by click or drag-and-drop, shown in a large frame while it uploads
 * with a progress bar; or continue without. Once stored, the photo the server kept is shown with a Continue button,
 * so the member sees what others will see before moving on; a failed upload is logged and the flow moves on (§7).
 */
export function PhotoStep({ onNext }: StepProps) {
  const { t } = useTranslation('signup');
  const uploadImage = useUploadProfileImage();
  const [share, setShare] = useState<number | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [rejected, setRejected] = useState(false);
  const [stored, setStored] = useState<string | null>(null);
  const mediaUrl = useMediaUrl();
  const uploading = share !== null;

  const upload = (file: File | undefined) => {
    if (!file) return;
    if (!isAcceptedImage(file)) return setRejected(true);
    setRejected(false);
    setShare(0);
    readPreview(file, setPreview);
    uploadImage.mutate(
      { file, onProgress: setShare },
      {
        // spec: a failed upload is logged, the member just carries on
        onError: (err) => {
          console.error('profile image upload failed', err);
          onNext();
        },
        onSuccess: ({ image }) => {
          setStored(image.thumb_filename);
          setShare(null);
        },
      },
    );
  };
  const { dragging, handlers } = useFileDrop((files) => upload(files[0]), { disabled: uploading });
  const percent = Math.round((share ?? 0) * 100);

  if (stored !== null) {
    return (
      <section className="signup-step" aria-labelledby="signup-photo-heading">
        <StepHeader id="signup-photo-heading" title={t('photo.title')} lead={t('photo.lead')} />
        <figure className="signup-preview">
          <img className="signup-preview__photo" src={mediaUrl(stored)} alt={t('photo.stored')} />
          <figcaption role="status">{t('photo.saved')}</figcaption>
        </figure>
        <div className="signup-actions">
          <Button size="lg" block onClick={onNext}>
            {t('photo.continue')}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <section className="signup-step" aria-labelledby="signup-photo-heading">
      <StepHeader id="signup-photo-heading" title={t('photo.title')} lead={t('photo.lead')} />
      {uploading ? (
        <figure className="signup-preview">
          {preview ? (
            <img className="signup-preview__photo" src={preview} alt={t('photo.preview')} />
          ) : (
            <span className="signup-preview__photo signup-preview__photo--empty" aria-hidden="true">
              <ImagePlus />
            </span>
          )}
          <figcaption className="signup-upload">
            <span className="signup-upload__label">
              <span>{t('photo.uploading')}</span>
              <span aria-hidden="true">{percent}%</span>
            </span>
            <span
              className="signup-bar"
              role="progressbar"
              aria-label={t('photo.uploading')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
            >
              <span className="signup-bar__fill" style={{ width: `${percent}%` }} />
            </span>
          </figcaption>
        </figure>
      ) : (
        // The whole area is the file input's label: a click anywhere opens the picker, a file dropped on it uploads.
        <label
          className={dragging ? 'signup-drop signup-drop--over' : 'signup-drop'}
          data-dragging={dragging}
          data-testid="signup-dropzone"
          {...handlers}
        >
          <span className="signup-drop__icon" aria-hidden="true">
            <ImagePlus />
          </span>
          <span className="signup-drop__drag">{t(dragging ? 'photo.drop_now' : 'photo.drop')}</span>
          <span className="signup-drop__or">{t('photo.or')}</span>
          <span id="signup-photo-choose" className={buttonClassName({ size: 'lg', className: 'signup-drop__button' })}>
            {t('photo.choose')}
          </span>
          <span className="signup-drop__types">{t('photo.types')}</span>
          <input
            type="file"
            accept={ACCEPT_ATTRIBUTE}
            className={a11y.visuallyHidden}
            aria-labelledby="signup-photo-choose"
            aria-describedby={rejected ? 'signup-photo-error' : undefined}
            onChange={(e) => upload(e.target.files?.[0])}
          />
        </label>
      )}
      {rejected && (
        <Notice tone="danger" id="signup-photo-error" role="alert">
          {t('photo.wrong_type')}
        </Notice>
      )}
      <div className="signup-actions">
        <Button variant="ghost" block disabled={uploading} onClick={onNext}>
          {t('photo.skip')}
        </Button>
      </div>
    </section>
  );
}
