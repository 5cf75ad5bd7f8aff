import type { CSSProperties, ReactNode } from 'react';
import a11y from '../a11y.module.css';
import styles from './Skeleton.module.css';

export interface SkeletonProps {
  /** text: a line of text's height; rect: a block (a photo); circle: an avatar. */
  shape?: 'text' | 'rect' | 'circle';
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** rect only: width / height, so a photo's space is kept before it arrives. */
  aspectRatio?: CSSProperties['aspectRatio'];
  className?: string;
}

/** The grey shape of content still on its way; hidden from readers (the LoadingRegion around it speaks). */
export function Skeleton({ shape = 'text', width, height, aspectRatio, className }: SkeletonProps) {
  return (
    <span
      className={[styles.skeleton, styles[shape], className].filter(Boolean).join(' ')}
      style={{ width, height, aspectRatio }}
      aria-hidden="true"
    />
  );
}

export interface LoadingRegionProps {
  /** Read to screen reader users while the skeletons show ("Loading members"). */
  label: string;
  children: ReactNode;
  className?: string;
}

/** Wraps skeletons: one status message for assistive technology instead of many empty shapes. */
export function LoadingRegion({ label, children, className }: LoadingRegionProps) {
  return (
    <div className={className} role="status" aria-busy="true">
      <span className={a11y.visuallyHidden}>{label}</span>
      {children}
    </div>
  );
}
