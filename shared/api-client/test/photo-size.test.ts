import { photoSizeOf } from '../src/photo-size';

/** A JPEG's markers up to its start of frame: what photoSizeOf reads; no pixels follow. */
function jpegHeader(width: number, height: number, { frame = 0xc0, exifBytes = 0 } = {}): File {
  const segment = (type: number, body: number[]) => [
    0xff,
    type,
    (body.length + 2) >> 8,
    (body.length + 2) & 0xff,
    ...body,
  ];
  const exif = Array.from({ length: exifBytes }, (_, i) => i & 0xff);
  const bytes = [
    0xff,
    0xd8,
    ...segment(0xe1, exif),
    // a Huffman table (C4) sits among the frame markers' numbers but is no frame
    ...segment(0xc4, [0, 1, 2]),
    ...segment(frame, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3]),
  ];
  return new File([new Uint8Array(bytes)], 'photo.jpg', { type: 'image/jpeg' });
}

function pngHeader(width: number, height: number): File {
  const bytes = new Uint8Array(33);
  const view = new DataView(bytes.buffer);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return new File([bytes], 'photo.png', { type: 'image/png' });
}

describe('a photo’s size from its header, before it is sent', () => {
  test('a PNG', async () => {
    expect(await photoSizeOf(pngHeader(8160, 6120))).toEqual({ width: 8160, height: 6120 });
  });

  test('a JPEG, after an EXIF block with a thumbnail and a Huffman table', async () => {
    expect(await photoSizeOf(jpegHeader(8160, 6120, { exifBytes: 60_000 }))).toEqual({ width: 8160, height: 6120 });
  });

  test('a progressive JPEG', async () => {
    expect(await photoSizeOf(jpegHeader(4000, 3000, { frame: 0xc2 }))).toEqual({ width: 4000, height: 3000 });
  });

  test('anything else has no size: it goes as chosen, and the server names what is wrong', async () => {
    expect(await photoSizeOf(new File([new Uint8Array([1, 2, 3, 4, 5])], 'notes.txt'))).toBeNull();
    expect(
      await photoSizeOf(new File([new Uint8Array([0xff, 0xd8, 0x00, 0x00, 0, 0, 0, 0, 0, 0])], 'x.jpg')),
    ).toBeNull();
  });
});
