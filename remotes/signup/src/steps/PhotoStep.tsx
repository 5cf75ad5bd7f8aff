import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadProfileImage } from '@dating/api-client';
import { ACCEPT_ATTRIBUTE, isAcceptedImage } from '../logic/upload';
import type { StepProps } from './types';

/** Step 2: a profile photo by click or drag-and-drop, with an upload progress bar; or continue without. */
export function PhotoStep({ onNext }: StepProps) {
  const { t } = useTranslation('signup');
  const uploadImage = useUploadProfileImage();
  const input = useRef<HTMLInputElement>(null);
  const [share, setShare] = useState<number | null>(null);
  const [dragging, setDragging] = useState(false);
  const [rejected, setRejected] = useState(false);

  const upload = (file: File | undefined) => {
    if (!file) return;
    if (!isAcceptedImage(file)) return setRejected(true);
    setRejected(false);
    setShare(0);
    uploadImage.mutate(
      { file, onProgress: setShare },
      {
        // spec: a failed upload is logged, the member just carries on
        onError: (err) => console.error('profile image upload failed', err),
        onSettled: () => onNext(),
      },
    );
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    upload(e.dataTransfer.files[0]);
  };

  return (
    <section className="signup-step" aria-labelledby="signup-photo-heading">
      <h2 id="signup-photo-heading">{t('photo.title')}</h2>
      <div
        className={dragging ? 'signup-drop signup-drop--over' : 'signup-drop'}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="signup-dropzone"
      >
        <p>{t('photo.drop')}</p>
        <label className="signup-primary signup-filelabel">
          {t('photo.choose')}
          <input
            ref={input}
            type="file"
            accept={ACCEPT_ATTRIBUTE}
            className="signup-fileinput"
            disabled={share !== null}
            onChange={(e) => upload(e.target.files?.[0])}
          />
        </label>
        <p className="signup-hint">{t('photo.types')}</p>
      </div>
      {rejected && (
        <p role="alert" className="signup-field-error">
          {t('photo.wrong_type')}
        </p>
      )}
      {share !== null && (
        <div
          className="signup-upload"
          role="progressbar"
          aria-label={t('photo.uploading')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(share * 100)}
        >
          <span style={{ width: `${Math.round(share * 100)}%` }} />
        </div>
      )}
      <div className="signup-actions">
        <button type="button" className="signup-skip" disabled={share !== null} onClick={onNext}>
          {t('photo.skip')}
        </button>
      </div>
    </section>
  );
}
