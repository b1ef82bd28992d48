import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion, prefersSavingData, whenPageIdle } from '../browser';

/**
 * The looping background video. It is only added once the page has loaded and
 * the browser is idle, so it never competes with the still image, and skipped
 * for visitors who prefer reduced motion or save data.
 */
export function HeroVideo() {
  const [enabled, setEnabled] = useState(false);
  const [playing, setPlaying] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (prefersReducedMotion() || prefersSavingData()) return;
    return whenPageIdle(() => setEnabled(true));
  }, []);

  useEffect(() => {
    const video = videoRef.current;
    if (!enabled || !video) return;
    // React does not always reflect `muted` to the element, and autoplay needs it.
    video.muted = true;
    video.play().catch((error: unknown) => {
      // Spec §4: a failed autoplay only logs; the still image stays.
      console.info('Hero video autoplay was prevented:', error);
    });
  }, [enabled]);

  if (!enabled) return null;
  return (
    <video
      ref={videoRef}
      className={`hero__video${playing ? ' is-playing' : ''}`}
      autoPlay
      muted
      loop
      playsInline
      preload="auto"
      tabIndex={-1}
      onPlaying={() => setPlaying(true)}
    >
      <source src="/video/hero.webm" type="video/webm" />
      <source src="/video/hero.mp4" type="video/mp4" />
    </video>
  );
}
