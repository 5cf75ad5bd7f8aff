import { Suspense } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { recordingApi, renderRemote, testUser } from '@dating/testing';
import commonEn from '@dating/i18n/src/locales/en/common.json';
import { PhotoManager } from '../src/photos/PhotoManager';
import en from '../src/locales/en.json';

const images = [
  { id: 1, thumb_filename: 'one.webp', filename: 'one.jpg' },
  { id: 2, thumb_filename: 'two.webp', filename: 'two.jpg' },
];
const user = testUser({ images, main_image: images[0] });

/** The upload goes through XMLHttpRequest (only it reports progress): this one answers as the server refuses. */
class RefusingXhr {
  static sent: RefusingXhr[] = [];
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  open() {}
  setRequestHeader() {}
  send() {
    RefusingXhr.sent.push(this);
  }
  refuse() {
    this.status = 400;
    this.responseText = JSON.stringify({ error: 'invalid_image', message: 'This file is not a photo we can read.' });
    this.onload?.();
  }
}

const realXhr = window.XMLHttpRequest;
beforeEach(() => {
  RefusingXhr.sent = [];
  window.XMLHttpRequest = RefusingXhr as unknown as typeof XMLHttpRequest;
});
afterEach(() => {
  window.XMLHttpRequest = realXhr;
});

describe('the photo alerts on /profile', () => {
  it("clears a refused upload's 'not a photo we can read' alert after the next successful save", async () => {
    recordingApi((path, input) => {
      if (path === '/api/profileimage.php' && input?.body?.image === 2)
        return { user: { ...user, profile: { ...user.profile, main_image: images[1] } } };
      return { cdn_prefix: '/media/' };
    });
    renderRemote(
      <Suspense fallback={null}>
        <PhotoManager profile={user.profile} />
      </Suspense>,
      { resources: { en: { profile: en, common: commonEn } } },
    );
    const broken = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'broken.png', { type: 'image/png' });
    fireEvent.change(await screen.findByLabelText(en.photos.choose), { target: { files: [broken] } });
    await waitFor(() => expect(RefusingXhr.sent).toHaveLength(1));
    act(() => RefusingXhr.sent[0].refuse());
    expect(await screen.findByRole('alert')).toHaveTextContent(commonEn.errors.invalid_image);

    fireEvent.click(screen.getByRole('button', { name: en.photos.make_main_label.replace('{{number}}', '2') }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it("offers 'Make main photo' as an icon named for its photo, no words to wrap under a phone's tile", async () => {
    recordingApi(() => ({ cdn_prefix: '/media/' }));
    renderRemote(
      <Suspense fallback={null}>
        <PhotoManager profile={user.profile} />
      </Suspense>,
      { resources: { en: { profile: en, common: commonEn } } },
    );
    const button = await screen.findByRole('button', { name: en.photos.make_main_label.replace('{{number}}', '2') });
    expect(button).toHaveTextContent(/^$/);
    expect(button).toHaveAttribute('title', en.photos.make_main);
    expect(screen.queryByRole('button', { name: /main photo/ })).toBe(button);
  });
});
