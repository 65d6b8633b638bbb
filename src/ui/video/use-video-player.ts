/**
 * Binds the player's controller (src/domain/video/controller.ts) to React and to a real <video>: the browser's
 * timers, the touch check, a media port over the element, and the state as an external store.
 */
import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';
import { createVideoController, type MediaPort, type VideoController } from '#domain/video/controller.ts';
import { presentation as presentationOf, type Presentation } from '#domain/video/machine.ts';
import { chooseRendition } from '#domain/video/renditions.ts';
import type { VideoProps } from '#domain/video/types.ts';

const browserTimers = {
  setTimeout: (callback: () => void, ms: number): unknown => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle: unknown) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

function matches(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/** Touch devices have no hover: their controls hide 3.5 s after the last touch. */
export const isTouchDevice = () => matches('(hover: none)');

/** The <track> of a kind inside the video element. */
function trackOf(video: HTMLVideoElement, kind: 'captions' | 'descriptions'): TextTrack | null {
  return video.querySelector<HTMLTrackElement>(`track[kind="${kind}"]`)?.track ?? null;
}

/**
 * A media port over the element. The source is chosen at the first play, from the player's rendered height, so
 * a small inline player never downloads the 1080-line rendition and a full-width modal never gets the 360 one.
 */
export function mediaPort(video: HTMLVideoElement, props: Pick<VideoProps, 'src' | 'renditions'>, measure: () => number): MediaPort {
  return {
    play() {
      if (!video.getAttribute('src')) {
        const rendition = chooseRendition(props.renditions, measure(), window.devicePixelRatio);
        video.src = rendition?.src ?? props.src;
      }
      return video.play();
    },
    pause: () => video.pause(),
    rewind() {
      if (video.currentTime !== 0) video.currentTime = 0;
    },
    setRate(rate) {
      if (video.playbackRate !== rate) video.playbackRate = rate;
      if (video.defaultPlaybackRate !== rate) video.defaultPlaybackRate = rate;
    },
    setVolume(volume) {
      if (video.volume !== volume) video.volume = volume;
    },
    setMuted(muted) {
      if (video.muted !== muted) video.muted = muted;
    },
    setTrack(kind, on) {
      // "hidden" loads the cues and fires cuechange without the browser drawing them: the player draws captions
      // itself (above its controls) and speaks descriptions through a live region.
      const track = trackOf(video, kind);
      const mode = on ? 'hidden' : 'disabled';
      if (track && track.mode !== mode) track.mode = mode;
    },
  };
}

export interface VideoPlayerBinding {
  controller: VideoController;
  presentation: Presentation;
}

/**
 * One controller per player for its lifetime. The presentation is settled at the first render: on the server the
 * visitor's reduced-motion wish is unknown, but only whether a muted video starts by itself depends on it, and
 * that is decided in the browser (the markup is the same either way).
 */
export function useVideoPlayer(props: VideoProps, editor: boolean): VideoPlayerBinding {
  const [binding] = useState<VideoPlayerBinding>(() => {
    const presentation = presentationOf({
      muted: props.muted,
      forceInline: props.forceInline,
      loop: props.loop,
      controls: props.controls,
      editor,
      // Reduced motion: a muted ambient loop does not start by itself; its play button stays (WCAG 2.2.2).
      reducedMotion: matches('(prefers-reduced-motion: reduce)'),
    });
    return { presentation, controller: createVideoController({ presentation, muted: props.muted, timers: browserTimers, isTouch: isTouchDevice }) };
  });
  useEffect(() => () => binding.controller.dispose(), [binding]);
  return binding;
}

export function useVideoState(controller: VideoController) {
  return useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
}

/** Connects the element to the controller once mounted. */
export function useMediaAttachment(controller: VideoController, videoRef: RefObject<HTMLVideoElement | null>, measureRef: RefObject<HTMLElement | null>, props: VideoProps) {
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    controller.attach(mediaPort(video, props, () => measureRef.current?.getBoundingClientRect().height ?? 0));
    return () => controller.attach(null);
    // The element and the sources are fixed for the player's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [controller]);
}
