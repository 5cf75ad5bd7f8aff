import { createHash } from 'node:crypto';
import { createAvatar } from '@dicebear/core';
import { avataaars } from '@dicebear/collection';
import sharp from 'sharp';
import type { ObjectStore } from '../objects/object-store';
import type { Random } from './random';
import { encodeRenditions, putRenditions, renditionList } from '../images/renditions';

export interface AvatarFile {
  /** keys in the media store (served at /media/) */
  filename: string;
  thumb_filename: string;
  sha256: string;
  /** the images row's renditions (images/renditions.ts) */
  renditions: string;
}

export type AvatarPool = Record<'male' | 'female', AvatarFile[]>;

const FULL_PX = 480;
// a card is about 190 css px wide on a phone: 320 px stays sharp on a 2x screen
const THUMB_PX = 320;

/** Options per gender within avataaars: hair styles and facial hair; colours kept to natural ones. */
const STYLE = {
  female: {
    top: [
      'bob',
      'bun',
      'curly',
      'curvy',
      'frida',
      'longButNotTooLong',
      'miaWallace',
      'straight01',
      'straight02',
      'straightAndStrand',
      'bigHair',
      'fro',
    ],
    facialHairProbability: 0,
  },
  male: {
    top: [
      'shortCurly',
      'shortFlat',
      'shortRound',
      'shortWaved',
      'sides',
      'theCaesar',
      'theCaesarAndSidePart',
      'shavedSides',
      'frizzle',
      'dreads01',
      'shaggy',
    ],
    facialHairProbability: 40,
  },
} as const;
const HAIR = ['2c1b18', '4a312c', '724133', 'a55728', 'b58143', 'd6b370', 'c93305', 'e8e1e1'];
const SKIN = ['614335', 'ae5d29', 'd08b5b', 'edb98a', 'ffdbb4'];
const BACKGROUNDS = ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf', 'e3f4c5'];

/**
 * A pool of avatars per gender, drawn with DiceBear (no network) and encoded to WebP with sharp. Seeded
 * members share the pool, so 100,000 members cost 2 x size images rather than 100,000. Files are named by
 * their content hash: the same drawing is written once, and /media can let browsers cache it for good.
 */
export async function generateAvatarPool(media: ObjectStore, size: number, random: Random): Promise<AvatarPool> {
  const pool: AvatarPool = { male: [], female: [] };
  for (const gender of ['female', 'male'] as const) {
    for (let i = 0; i < size; i++) pool[gender].push(await renderAvatar(media, gender, random));
  }
  return pool;
}

async function renderAvatar(media: ObjectStore, gender: 'male' | 'female', random: Random): Promise<AvatarFile> {
  const svg = createAvatar(avataaars, {
    seed: `${gender}-${random.next()}`,
    size: FULL_PX,
    top: [random.pick(STYLE[gender].top)] as never,
    facialHairProbability: STYLE[gender].facialHairProbability,
    hairColor: [random.pick(HAIR)],
    facialHairColor: [random.pick(HAIR)],
    skinColor: [random.pick(SKIN)],
    backgroundColor: [random.pick(BACKGROUNDS)],
    eyes: ['default', 'happy', 'wink', 'squint', 'side'],
    eyebrows: ['defaultNatural', 'flatNatural', 'raisedExcitedNatural', 'upDownNatural'],
    mouth: ['smile', 'default', 'twinkle'],
    accessoriesProbability: 15,
    accessories: ['prescription01', 'prescription02', 'round', 'wayfarers'],
  }).toString();

  const full = await sharp(Buffer.from(svg)).resize(FULL_PX, FULL_PX).webp({ quality: 82 }).toBuffer();
  const thumb = await sharp(full).resize(THUMB_PX, THUMB_PX).webp({ quality: 80 }).toBuffer();
  const sha256 = createHash('sha256').update(full).digest('hex');
  const name = sha256.slice(0, 32);
  const filename = `avatars/${name}.webp`;
  const renditions = await encodeRenditions(() => sharp(full), FULL_PX);
  await media.put(filename, full, 'image/webp');
  await media.put(`avatars/${name}-thumb.webp`, thumb, 'image/webp');
  await putRenditions(media, filename, renditions);
  return {
    filename,
    thumb_filename: `avatars/${name}-thumb.webp`,
    sha256,
    renditions: renditionList(filename, FULL_PX, renditions),
  };
}
