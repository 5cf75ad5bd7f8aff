import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { recordingApi, renderRemote } from '@dating/testing';
import { PhotoStep } from '../src/steps/PhotoStep';
import en from '../src/locales/en.json';
import { newMember } from './helpers/member';

const user = newMember();
const resources = { en: { signup: en } };

/** The upload goes through XMLHttpRequest (only it reports upload progress): this one records what is sent. */
class RecordingXhr {
  static sent: RecordingXhr[] = [];
  upload: { onprogress: ((e: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  body: FormData | null = null;
  open() {}
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    RecordingXhr.sent.push(this);
  }
  /** the browser reports how much of the file went out */
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  answer() {
    this.status = 200;
    this.responseText = JSON.stringify({ image: { id: 9, thumb_filename: 'me.webp' }, user });
    this.onload?.();
  }
}

const realXhr = window.XMLHttpRequest;
beforeEach(() => {
  RecordingXhr.sent = [];
  window.XMLHttpRequest = RecordingXhr as unknown as typeof XMLHttpRequest;
});
afterEach(() => {
  window.XMLHttpRequest = realXhr;
});

const photo = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });

/** A drag of `files` as the browser fires it: the types say files are carried, the files come with the drop. */
const dragWith = (files: File[]) => ({ dataTransfer: { files, types: ['Files'], dropEffect: 'none' } });

function openStep(onNext = jest.fn()) {
  recordingApi(() => ({ user }));
  renderRemote(<PhotoStep user={user} onNext={onNext} />, { resources });
  return { onNext, area: screen.getByTestId('signup-dropzone') };
}

describe('step 2, the photo', () => {
  it('uploads a chosen photo, shows it large with the progress, and moves on when it is stored', async () => {
    const { onNext } = openStep();
    const file = photo();
    fireEvent.change(screen.getByLabelText(en.photo.choose), { target: { files: [file] } });
    await waitFor(() => expect(RecordingXhr.sent).toHaveLength(1));
    expect(RecordingXhr.sent[0].body?.get('file')).toBe(file);
    expect(await screen.findByRole('img', { name: en.photo.preview })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    RecordingXhr.sent[0].progress(50, 100);
    expect(screen.getByRole('progressbar', { name: en.photo.uploading })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByRole('button', { name: en.photo.skip })).toBeDisabled();
    act(() => RecordingXhr.sent[0].answer());
    // the photo the server stored is shown, and the member moves on when they choose to
    expect(await screen.findByRole('img', { name: en.photo.stored })).toHaveAttribute('src', '/media/me.webp');
    expect(screen.getByRole('status')).toHaveTextContent(en.photo.saved);
    expect(onNext).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: en.photo.continue }));
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it('moves on by itself when the upload fails (the failure is only logged)', async () => {
    const { onNext } = openStep();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fireEvent.change(screen.getByLabelText(en.photo.choose), { target: { files: [photo()] } });
    await waitFor(() => expect(RecordingXhr.sent).toHaveLength(1));
    act(() => RecordingXhr.sent[0].onerror?.());
    await waitFor(() => expect(onNext).toHaveBeenCalledTimes(1));
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('starts the same upload for a photo dropped on the area', async () => {
    const { onNext, area } = openStep();
    const file = photo();
    fireEvent.dragEnter(area, dragWith([file]));
    fireEvent.dragOver(area, dragWith([file]));
    fireEvent.drop(area, dragWith([file]));
    await waitFor(() => expect(RecordingXhr.sent).toHaveLength(1));
    expect(RecordingXhr.sent[0].body?.get('file')).toBe(file);
    expect(await screen.findByRole('img', { name: en.photo.preview })).toBeInTheDocument();
    act(() => RecordingXhr.sent[0].answer());
    fireEvent.click(await screen.findByRole('button', { name: en.photo.continue }));
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it('is highlighted while a file is held over it, also over its own texts, and not after it leaves', () => {
    const { area } = openStep();
    expect(area).toHaveAttribute('data-dragging', 'false');
    expect(area).toHaveTextContent(en.photo.drop);
    fireEvent.dragEnter(area, dragWith([]));
    expect(area).toHaveAttribute('data-dragging', 'true');
    expect(area).toHaveClass('signup-drop--over');
    expect(area).toHaveTextContent(en.photo.drop_now);
    // crossing onto a text inside the area: enter there, then leave the area itself
    const text = screen.getByText(en.photo.drop_now);
    fireEvent.dragEnter(text, dragWith([]));
    fireEvent.dragLeave(area, dragWith([]));
    expect(area).toHaveAttribute('data-dragging', 'true');
    fireEvent.dragLeave(text, dragWith([]));
    expect(area).toHaveAttribute('data-dragging', 'false');
    expect(area).not.toHaveClass('signup-drop--over');
  });

  it('refuses a dropped file that is not a PNG or JPEG, without uploading it', () => {
    openStep();
    const area = screen.getByTestId('signup-dropzone');
    fireEvent.drop(area, dragWith([new File(['gif'], 'me.gif', { type: 'image/gif' })]));
    expect(screen.getByRole('alert')).toHaveTextContent(en.photo.wrong_type);
    expect(RecordingXhr.sent).toHaveLength(0);
    expect(area).toHaveAttribute('data-dragging', 'false');
  });

  it('keeps the browser from opening a file dropped beside the area', () => {
    openStep();
    const drop = new Event('drop', { cancelable: true }) as Event & { dataTransfer: unknown };
    drop.dataTransfer = { types: ['Files'], files: [photo()] };
    window.dispatchEvent(drop);
    expect(drop.defaultPrevented).toBe(true);
    expect(RecordingXhr.sent).toHaveLength(0);
  });
});
