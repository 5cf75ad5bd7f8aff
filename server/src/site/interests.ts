import type { Interests } from '@dating/contract';

/**
 * Interests a member can pick. Ids are stable (stored by id); names are English and the browser may
 * translate them by id (`interests.<id>`). New interests get new ids at the end; ids are never reused.
 */
const NAMES = [
  'Travel',
  'Cooking',
  'Hiking',
  'Music',
  'Movies',
  'Reading',
  'Dancing',
  'Running',
  'Cycling',
  'Yoga',
  'Photography',
  'Art and museums',
  'Theatre',
  'Live concerts',
  'Board games',
  'Video games',
  'Gardening',
  'Wine tasting',
  'Coffee',
  'Animals and pets',
  'Swimming',
  'Fitness',
  'Football',
  'Tennis',
  'Skiing',
  'Sailing',
  'Camping',
  'Volunteering',
  'Languages',
  'Fashion',
  'Cars and motorbikes',
  'Technology',
  'Meditation',
  'Baking',
  'Festivals',
  'Beach holidays',
  'City trips',
  'Karaoke',
  'Crafts and DIY',
  'Poetry',
];

export const interests: Interests = { interests: NAMES.map((name, i) => ({ id: i + 1, name })) };

const KNOWN = new Set(interests.interests.map((i) => i.id));

/** Whether interests.php lists this id (what a member may pick and search by: docs/product.md §5). */
export const isKnownInterest = (id: number): boolean => KNOWN.has(id);
