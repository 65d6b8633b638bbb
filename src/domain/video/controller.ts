/**
 * The player's timing around the pure machine: play/pause debounce (200 ms), the reset 500 ms after the modal
 * closes, controls hiding 3.5 s after the last touch, and pausing off screen. Timers and the media element are
 * injected, so every rule runs under fake timers in a unit test and against a real <video> in the browser.
 */
import { CONTROLS_TIMEOUT_MS, MODAL_RESET_DELAY_MS, PLAY_PAUSE_DEBOUNCE_MS, VOLUME_MAX } from './constants.ts';
import { initialVideoState, videoReducer, type Presentation, type VideoEvent, type VideoState } from './machine.ts';

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** What the controller does to the media element; the browser's adapter wraps an HTMLVideoElement. */
export interface MediaPort {
  /** Starts playback (choosing the source first if none is set); rejects when the media cannot play. */
  play(): Promise<void>;
  pause(): void;
  /** Back to time 0. */
  rewind(): void;
  setRate(rate: number): void;
  /** 0–1. */
  setVolume(volume: number): void;
  setMuted(muted: boolean): void;
  setTrack(kind: 'captions' | 'descriptions', on: boolean): void;
}

export interface ControllerOptions {
  presentation: Presentation;
  /** The video's own setting (ambient loops are muted). */
  muted?: boolean;
  timers: Timers;
  /** Whether the device is a touch device, asked each time the controls might hide. */
  isTouch?: () => boolean;
}

export type PlaybackIntent = 'play' | 'pause' | 'toggle';

// Properties, not methods: every member is a closure, safe to hand to React as it is (no `this`).
export interface VideoController {
  getState: () => VideoState;
  subscribe: (listener: () => void) => () => void;
  /** Connects (or with null disconnects) the media element; the current state is applied to it at once. */
  attach: (media: MediaPort | null) => void;
  /** Play, pause or toggle, debounced: requests within 200 ms of each other collapse into the last one. */
  request: (intent: PlaybackIntent) => void;
  openModal: () => void;
  closeModal: () => void;
  /** The player entered or left the viewport (with the intersection root margin). */
  setInView: (inView: boolean) => void;
  /** A touch, pointer move, key or focus inside the player: shows the controls and restarts the hide timer. */
  activity: () => void;
  toggleCaptions: () => void;
  toggleAudioDescription: () => void;
  toggleTranscript: () => void;
  setVolume: (volume: number) => void;
  toggleMute: () => void;
  setRate: (rate: number) => void;
  /** Events the media element reports by itself (its own play/pause/ended/error). */
  mediaEvent: (event: 'playing' | 'pause' | 'ended' | 'error') => void;
  dispose: () => void;
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && (error).name === 'AbortError';
}

export function createVideoController({ presentation, muted = false, timers, isTouch = () => false }: ControllerOptions): VideoController {
  let state = initialVideoState({ muted });
  let media: MediaPort | null = null;
  const listeners = new Set<() => void>();
  let debounceTimer: unknown = null;
  let pendingIntent: PlaybackIntent | null = null;
  let resetTimer: unknown = null;
  let hideTimer: unknown = null;
  /** An autoplay video waits for its first time in view. */
  let autoplayPending = presentation.autoplay;
  let inView = false;
  /** Counts plays, so a late answer from an abandoned play() is ignored. */
  let playSerial = 0;

  const clear = (handle: unknown) => {
    if (handle !== null) timers.clearTimeout(handle);
  };

  /** Writes the state's settings to the media element (each setter is idempotent). */
  function apply() {
    if (!media) return;
    media.setRate(state.rate);
    media.setVolume(state.volume / VOLUME_MAX);
    media.setMuted(state.muted);
    media.setTrack('captions', state.captions);
    media.setTrack('descriptions', state.audioDescription);
  }

  function dispatch(event: VideoEvent) {
    const next = videoReducer(state, event, { muted });
    if (next === state) return;
    state = next;
    apply();
    for (const listener of listeners) listener();
  }

  function stopHideTimer() {
    clear(hideTimer);
    hideTimer = null;
  }

  /** Controls hide 3.5 s after the last touch, on touch devices, while the video plays. */
  function scheduleHide() {
    stopHideTimer();
    if (!isTouch() || state.status !== 'playing' || !presentation.controls) return;
    hideTimer = timers.setTimeout(() => {
      hideTimer = null;
      dispatch({ type: 'HIDE_CONTROLS' });
    }, CONTROLS_TIMEOUT_MS);
  }

  function play() {
    if (!media) return;
    const serial = ++playSerial;
    dispatch({ type: 'PLAY_REQUESTED' });
    media.play().then(
      () => {
        if (serial !== playSerial) return;
        dispatch({ type: 'PLAYING' });
        scheduleHide();
      },
      (error: unknown) => {
        if (serial !== playSerial) return;
        // A play interrupted by a pause (the modal closed while loading) is not a failure.
        if (isAbort(error)) dispatch({ type: 'PAUSED' });
        else dispatch({ type: 'PLAY_FAILED' });
      },
    );
  }

  function pause() {
    playSerial += 1;
    stopHideTimer();
    media?.pause();
    dispatch({ type: 'PAUSED' });
  }

  function runIntent(intent: PlaybackIntent) {
    const wantsPlay = intent === 'play' || (intent === 'toggle' && state.status !== 'playing' && !state.loading);
    if (wantsPlay) {
      autoplayPending = false;
      play();
    } else {
      dispatch({ type: 'PAUSE_REQUESTED' });
      pause();
    }
  }

  function cancelDebounce() {
    clear(debounceTimer);
    debounceTimer = null;
    pendingIntent = null;
  }

  function request(intent: PlaybackIntent) {
    pendingIntent = intent;
    clear(debounceTimer);
    debounceTimer = timers.setTimeout(() => {
      debounceTimer = null;
      const chosen = pendingIntent;
      pendingIntent = null;
      if (chosen) runIntent(chosen);
    }, PLAY_PAUSE_DEBOUNCE_MS);
  }

  function resetNow() {
    clear(resetTimer);
    resetTimer = null;
    if (media) {
      media.rewind();
      media.setRate(1);
      media.setVolume(1);
    }
    dispatch({ type: 'RESET' });
    apply();
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    attach(next) {
      media = next;
      apply();
      if (media && autoplayPending && inView) runIntent('play');
    },
    request,
    openModal() {
      // Reopened before the reset ran: reset now, so the film starts afresh.
      if (resetTimer !== null) resetNow();
      dispatch({ type: 'OPEN_MODAL' });
      if (presentation.playOnOpen) request('play');
    },
    closeModal() {
      if (!state.modalOpen) return;
      cancelDebounce();
      pause();
      dispatch({ type: 'CLOSE_MODAL' });
      // Time 0, rate 1, captions hidden, transcript closed, audio description off, volume full — once the dialog has gone.
      clear(resetTimer);
      resetTimer = timers.setTimeout(resetNow, MODAL_RESET_DELAY_MS);
    },
    setInView(visible) {
      inView = visible;
      if (!visible) {
        if (state.status === 'playing' || state.loading) {
          dispatch({ type: 'LEFT_VIEWPORT' });
          cancelDebounce();
          pause();
        }
        return;
      }
      if (state.pausedOffscreen) {
        dispatch({ type: 'ENTERED_VIEWPORT' });
        play();
      } else if (autoplayPending && media) {
        runIntent('play');
      }
    },
    activity() {
      dispatch({ type: 'SHOW_CONTROLS' });
      scheduleHide();
    },
    toggleCaptions: () => dispatch({ type: 'TOGGLE_CAPTIONS' }),
    toggleAudioDescription: () => dispatch({ type: 'TOGGLE_AUDIO_DESCRIPTION' }),
    toggleTranscript: () => dispatch({ type: 'TOGGLE_TRANSCRIPT' }),
    setVolume: (volume) => dispatch({ type: 'SET_VOLUME', volume }),
    toggleMute: () => dispatch({ type: 'TOGGLE_MUTE' }),
    setRate: (rate) => dispatch({ type: 'SET_RATE', rate }),
    mediaEvent(event) {
      if (event === 'playing') {
        if (state.status !== 'playing') {
          dispatch({ type: 'PLAYING' });
          scheduleHide();
        }
      } else if (event === 'pause') {
        if (state.status === 'playing') {
          stopHideTimer();
          dispatch({ type: 'PAUSED' });
        }
      } else if (event === 'ended') {
        stopHideTimer();
        dispatch({ type: 'ENDED' });
      } else if (state.loading || state.status === 'playing') {
        playSerial += 1;
        stopHideTimer();
        dispatch({ type: 'PLAY_FAILED' });
      }
    },
    dispose() {
      cancelDebounce();
      clear(resetTimer);
      resetTimer = null;
      stopHideTimer();
      media = null;
    },
  };
}
