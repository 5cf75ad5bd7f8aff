import { useState } from 'react';
import { ImagePlus, Images, Star, Trash2 } from 'lucide-react';
import { useDeletePhoto, useMediaUrl, useSetMainPhoto } from '@dating/api-client';
import { ACCEPT_ATTRIBUTE, type ImageRef, type Profile } from '@dating/contract';
import { errorText } from '@dating/i18n';
import { a11y, Badge, Button, buttonClassName, Card, ErrorNotice, IconButton, Modal } from '@dating/ui';
import { useFileDrop } from '@dating/ui/file-drop';
import { useProfileMessages } from '../i18n';
import { UploadList } from './UploadList';
import { useUploadQueue } from './useUploadQueue';
import './photos.css';
import '../headings.css';

/**
 * The member's photos after signup (docs/product.md §1, members manage their own profile): add several at once by
 * choosing or dropping them, each with its progress; choose the main photo, the one on cards and in the top bar;
 * delete one after a confirmation. The same upload call and limits as signup step 2.
 */
export function PhotoManager({ profile }: { profile: Profile }) {
  const { t } = useProfileMessages();
  const mediaUrl = useMediaUrl();
  const queue = useUploadQueue();
  const setMain = useSetMainPhoto();
  const remove = useDeletePhoto();
  const [deleting, setDeleting] = useState<ImageRef | null>(null);
  const { dragging, handlers } = useFileDrop(queue.add);
  const failure = setMain.error ?? remove.error;
  const isMain = (image: ImageRef) => image.thumb_filename === profile.main_image?.thumb_filename;

  return (
    <Card as="section" className="profile-photos" aria-labelledby="profile-photos-heading">
      <h2 id="profile-photos-heading" className="profile-section-heading">
        <Images aria-hidden="true" />
        {t('photos.title')}
      </h2>
      {profile.images.length > 0 ? (
        <ul className="profile-photo-grid" aria-label={t('photos.list')}>
          {profile.images.map((image, index) => (
            <li key={image.id} className="profile-photo">
              <img
                className="profile-photo-image"
                src={mediaUrl(image.thumb_filename)}
                alt={t('photos.photo_alt', { number: index + 1 })}
              />
              {isMain(image) && (
                <Badge tone="brand" className="profile-photo-main">
                  {t('photos.main')}
                </Badge>
              )}
              <div className="profile-photo-actions">
                {!isMain(image) && (
                  // an icon beside the delete one: the words wrapped onto three lines under a phone's tile
                  <IconButton
                    className="profile-photo-make-main"
                    variant="secondary"
                    label={t('photos.make_main_label', { number: index + 1 })}
                    title={t('photos.make_main')}
                    icon={<Star aria-hidden="true" />}
                    disabled={setMain.isPending}
                    onClick={() => setMain.mutate(image.id)}
                  />
                )}
                <IconButton
                  className="profile-photo-delete"
                  variant="secondary"
                  label={t('photos.delete_label', { number: index + 1 })}
                  icon={<Trash2 aria-hidden="true" />}
                  onClick={() => setDeleting(image)}
                />
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="profile-photos-empty">{t('photos.none')}</p>
      )}
      {failure && <ErrorNotice>{errorText(t, failure)}</ErrorNotice>}

      {/* The whole area is the file input's label: a click opens the picker, files dropped on it upload. */}
      <label className={dragging ? 'profile-drop profile-drop--over' : 'profile-drop'} {...handlers}>
        <ImagePlus aria-hidden="true" className="profile-drop-icon" />
        <span className="profile-drop-drag">{t(dragging ? 'photos.drop_now' : 'photos.drop')}</span>
        <span id="profile-photos-choose" className={buttonClassName({ variant: 'secondary' })}>
          {t('photos.choose')}
        </span>
        <span className="profile-drop-types">{t('photos.types')}</span>
        <input
          type="file"
          multiple
          accept={ACCEPT_ATTRIBUTE}
          className={a11y.visuallyHidden}
          aria-labelledby="profile-photos-choose"
          onChange={(e) => {
            queue.add(Array.from(e.target.files ?? []));
            e.target.value = ''; // the same file may be chosen again after a refusal
          }}
        />
      </label>
      <UploadList items={queue.items} />

      <Modal
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('photos.delete_title')}
        size="sm"
        footer={
          <>
            <Button variant="ghost" onClick={() => setDeleting(null)}>
              {t('photos.keep')}
            </Button>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
            >
              {t('photos.delete')}
            </Button>
          </>
        }
      >
        {deleting && (
          <div className="profile-photo-confirm">
            <img className="profile-photo-image" src={mediaUrl(deleting.thumb_filename)} alt="" />
            <p>{t(isMain(deleting) ? 'photos.delete_main_text' : 'photos.delete_text')}</p>
          </div>
        )}
      </Modal>
    </Card>
  );
}
