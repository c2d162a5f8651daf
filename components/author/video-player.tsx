'use client';

import { useState } from 'react';
import { trackEvent } from '@/lib/analytics';

/**
 * Click to load: until the visitor presses play, the box is ours alone and nothing is requested from the video
 * host; the frame (`embedUrl`, lib/content/video.ts) then takes the box's exact place, so nothing moves. `title` is
 * the frame's name and the analytics event's `video_title`.
 */
export function VideoPlayer({ embedUrl, title, playLabel }: { embedUrl: string; title: string; playLabel: string }) {
  const [playing, setPlaying] = useState(false);
  const play = () => {
    setPlaying(true);
    trackEvent('video_play', { video_title: title, page_path: window.location.pathname });
  };
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-2xl bg-gradient-to-br from-brand to-brand-strong">
      {playing ? (
        <iframe
          src={embedUrl}
          title={title}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 size-full border-0"
        />
      ) : (
        <button
          type="button"
          onClick={play}
          className="group absolute inset-0 flex flex-col items-center justify-center gap-4 text-white focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-white"
        >
          <span
            aria-hidden="true"
            className="inline-flex size-20 items-center justify-center rounded-full bg-white/95 text-brand shadow-xl transition-transform group-hover:scale-105"
          >
            <svg viewBox="0 0 24 24" fill="currentColor" className="ml-1 size-9">
              <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5Z" />
            </svg>
          </span>
          <span className="text-lg font-semibold">{playLabel}</span>
        </button>
      )}
    </div>
  );
}
