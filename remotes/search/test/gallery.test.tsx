import { fireEvent, screen } from '@testing-library/react';
import { PhotoGallery } from '../src/member/PhotoGallery';
import { fakeApi, renderWithApp } from './helpers/render';

const photos = ['a', 'b', 'c'].map((name) => ({ key: name, src: `/media/${name}.jpg` }));

describe('photo gallery', () => {
  beforeEach(() =>
    fakeApi(() => {
      throw new Error('no call expected');
    }),
  );

  it('steps through the photos with the previous and next buttons, and says where it is', () => {
    renderWithApp(<PhotoGallery name="Lotte" photos={photos} />);
    const previous = screen.getByRole('button', { name: 'Previous photo' });
    const next = screen.getByRole('button', { name: 'Next photo' });
    expect(screen.getByText('Photo 1 of 3')).toBeInTheDocument();
    expect(previous).toHaveAttribute('aria-disabled', 'true');

    fireEvent.click(next);
    expect(screen.getByText('Photo 2 of 3')).toBeInTheDocument();
    expect(previous).toHaveAttribute('aria-disabled', 'false');

    fireEvent.click(next);
    expect(screen.getByText('Photo 3 of 3')).toBeInTheDocument();
    expect(next).toHaveAttribute('aria-disabled', 'true');
    // at the end the button stays where it is (focus is not lost) and goes no further
    fireEvent.click(next);
    expect(screen.getByText('Photo 3 of 3')).toBeInTheDocument();

    fireEvent.click(previous);
    expect(screen.getByText('Photo 2 of 3')).toBeInTheDocument();
  });

  it('moves the strip to the photo the buttons choose', () => {
    renderWithApp(<PhotoGallery name="Lotte" photos={photos} />);
    const track = screen.getByRole('list');
    Object.defineProperty(track, 'clientWidth', { value: 300 });
    const scrollTo = jest.fn();
    track.scrollTo = scrollTo as unknown as typeof track.scrollTo;
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 300 }));
  });

  it('follows a swipe: the counter reads the position the strip came to rest at', () => {
    renderWithApp(<PhotoGallery name="Lotte" photos={photos} />);
    const track = screen.getByRole('list');
    Object.defineProperty(track, 'clientWidth', { value: 300 });
    track.scrollLeft = 600;
    fireEvent.scroll(track);
    expect(screen.getByText('Photo 3 of 3')).toBeInTheDocument();
  });

  it('shows a single photo without buttons', () => {
    renderWithApp(<PhotoGallery name="Lotte" photos={photos.slice(0, 1)} />);
    expect(screen.getByRole('img', { name: 'Photo 1 of Lotte' })).toHaveAttribute('src', '/media/a.jpg');
    expect(screen.queryByRole('button', { name: 'Next photo' })).toBeNull();
  });

  it('says so when the member has no photo', () => {
    renderWithApp(<PhotoGallery name="Lotte" photos={[]} />);
    expect(screen.getByText('No photos yet.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
