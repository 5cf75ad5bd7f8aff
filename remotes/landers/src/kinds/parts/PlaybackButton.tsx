import { Pause, Play } from 'lucide-react';
import { Button } from '@dating/ui';

export interface PlaybackButtonProps {
  playing: boolean;
  onToggle: () => void;
  pauseLabel: string;
  playLabel: string;
  className?: string;
}

/** Stops and restarts moving content (WCAG 2.2.2); the label says what a press will do. */
export function PlaybackButton({ playing, onToggle, pauseLabel, playLabel, className }: PlaybackButtonProps) {
  return (
    <Button
      variant="secondary"
      className={className}
      onClick={onToggle}
      icon={playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
    >
      {playing ? pauseLabel : playLabel}
    </Button>
  );
}
