import type { ComponentType } from 'react';
import type { LandingKind } from '@dating/config';
import AloneTonightLanding from './AloneTonightLanding';
import CollageLanding from './CollageLanding';
import GalleryLanding from './GalleryLanding';
import IconsLanding from './IconsLanding';
import MapLanding from './MapLanding';
import SocialNetworkLanding from './SocialNetworkLanding';
import TransitionsVideoLanding from './TransitionsVideoLanding';
import VideoLanding from './VideoLanding';
import type { KindProps } from './types';

/** Every landing kind's design; typed by LandingKind, so a kind added to the config fails typecheck until drawn. */
export const KINDS: Record<LandingKind, ComponentType<KindProps>> = {
  video: VideoLanding,
  gallery: GalleryLanding,
  maplanding: MapLanding,
  alonetonight: AloneTonightLanding,
  iconslanding: IconsLanding,
  socialnetwork: SocialNetworkLanding,
  collagelanding: CollageLanding,
  transitionsvideolanding: TransitionsVideoLanding,
};

export const isLandingKind = (kind: string): kind is LandingKind => Object.hasOwn(KINDS, kind);
