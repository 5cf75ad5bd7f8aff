/**
 * The local partner feed of webcam profiles, used when no partner is configured: believable performers
 * with an account id the redirect call passes on. Thumbnails come from the seed's avatar pool at run time.
 */
export interface FeedCam {
  account: string;
  name: string;
  age: number;
  gender: 'male' | 'female';
}

const FEMALE = [
  'Luna',
  'Sofia',
  'Mila',
  'Emma',
  'Julia',
  'Nina',
  'Lotte',
  'Zoe',
  'Eva',
  'Lina',
  'Sara',
  'Noor',
  'Isa',
  'Fleur',
  'Anna',
  'Roos',
  'Maya',
  'Lisa',
  'Tess',
  'Vera',
];
const MALE = [
  'Daan',
  'Lucas',
  'Milan',
  'Sem',
  'Finn',
  'Levi',
  'Noah',
  'Jesse',
  'Thijs',
  'Max',
  'Ruben',
  'Bram',
  'Luuk',
  'Tim',
  'Sven',
  'Jens',
];
const SUFFIX = ['_live', 'x', 'Cam', '_on_air', 'Star', '_nl', 'Sweet', 'Dream'];

function build(): FeedCam[] {
  const cams: FeedCam[] = [];
  // deterministic: the same feed on every start, so an account id in an open window stays valid
  FEMALE.forEach((name, i) =>
    cams.push({
      account: `xc-f${1001 + i}`,
      name: `${name}${SUFFIX[i % SUFFIX.length]}`,
      age: 19 + ((i * 7) % 42),
      gender: 'female',
    }),
  );
  MALE.forEach((name, i) =>
    cams.push({
      account: `xc-m${2001 + i}`,
      name: `${name}${SUFFIX[(i + 3) % SUFFIX.length]}`,
      age: 20 + ((i * 5) % 38),
      gender: 'male',
    }),
  );
  return cams;
}

export const CAM_FEED: readonly FeedCam[] = build();
