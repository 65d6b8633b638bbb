/**
 * The video player's rules as a pure state machine: its state, the events that change it and the reducer, plus
 * how a video is presented (modal, inline or ambient loop). No DOM, no timers: `controller.ts` adds the timing.
 */
import { DEFAULT_SPEED, PLAYBACK_SPEEDS, VOLUME_MAX, VOLUME_MIN, type PlaybackSpeed } from './constants.ts';

/** The spec's four states: idle with poster, playing, paused, ended. */
export type PlaybackStatus = 'idle' | 'playing' | 'paused' | 'ended';

export type VideoError = 'playFailed';

export interface VideoState {
  status: PlaybackStatus;
  /** A play was asked for and has not started (or failed) yet: the poster stays, its button shows it is busy. */
  loading: boolean;
  modalOpen: boolean;
  captions: boolean;
  audioDescription: boolean;
  transcriptOpen: boolean;
  /** 0–100. */
  volume: number;
  muted: boolean;
  rate: PlaybackSpeed;
  controlsVisible: boolean;
  /** Playback stopped because the player left the viewport; it resumes when the player returns. */
  pausedOffscreen: boolean;
  error: VideoError | null;
}

export type VideoEvent =
  | { type: 'PLAY_REQUESTED' }
  | { type: 'PLAYING' }
  | { type: 'PAUSE_REQUESTED' }
  | { type: 'PAUSED' }
  | { type: 'ENDED' }
  | { type: 'PLAY_FAILED' }
  | { type: 'OPEN_MODAL' }
  | { type: 'CLOSE_MODAL' }
  | { type: 'RESET' }
  | { type: 'TOGGLE_CAPTIONS' }
  | { type: 'TOGGLE_AUDIO_DESCRIPTION' }
  | { type: 'TOGGLE_TRANSCRIPT' }
  | { type: 'SET_VOLUME'; volume: number }
  | { type: 'TOGGLE_MUTE' }
  | { type: 'SET_RATE'; rate: number }
  | { type: 'LEFT_VIEWPORT' }
  | { type: 'ENTERED_VIEWPORT' }
  | { type: 'SHOW_CONTROLS' }
  | { type: 'HIDE_CONTROLS' };

export function initialVideoState({ muted = false }: { muted?: boolean } = {}): VideoState {
  return {
    status: 'idle',
    loading: false,
    modalOpen: false,
    captions: false,
    audioDescription: false,
    transcriptOpen: false,
    volume: VOLUME_MAX,
    muted,
    rate: DEFAULT_SPEED,
    controlsVisible: true,
    pausedOffscreen: false,
    error: null,
  };
}

/** Keeps a volume inside 0–100 as a whole number; anything that is not a number leaves it at full. */
export function clampVolume(volume: number): number {
  if (!Number.isFinite(volume)) return VOLUME_MAX;
  return Math.min(VOLUME_MAX, Math.max(VOLUME_MIN, Math.round(volume)));
}

export function isPlaybackSpeed(rate: number): rate is PlaybackSpeed {
  return (PLAYBACK_SPEEDS as readonly number[]).includes(rate);
}

/** What the reset after closing the modal returns to: time 0 and rate 1 are the media's, the rest is state. */
function reset(state: VideoState, muted: boolean): VideoState {
  return { ...initialVideoState({ muted }), modalOpen: state.modalOpen };
}

/**
 * The reducer. `muted` is the video's own setting (muted videos stay muted through a reset). Events that do not
 * apply in a state return the same object, so a caller can tell nothing changed.
 */
export function videoReducer(state: VideoState, event: VideoEvent, { muted = false }: { muted?: boolean } = {}): VideoState {
  switch (event.type) {
    case 'PLAY_REQUESTED':
      return { ...state, loading: state.status !== 'playing', error: null };
    case 'PLAYING':
      return { ...state, status: 'playing', loading: false, error: null, pausedOffscreen: false };
    case 'PAUSE_REQUESTED':
      // The visitor paused: leaving and re-entering the viewport must not start it again.
      return state.pausedOffscreen ? { ...state, pausedOffscreen: false } : state;
    case 'PAUSED':
      if (state.status !== 'playing') return state.loading ? { ...state, loading: false } : state;
      return { ...state, status: 'paused', loading: false, controlsVisible: true };
    case 'ENDED':
      // On end the poster and the play button return.
      return { ...state, status: 'ended', loading: false, controlsVisible: true, pausedOffscreen: false };
    case 'PLAY_FAILED':
      // A failed play() brings back the poster and the play button, with a message.
      return { ...state, status: 'idle', loading: false, error: 'playFailed', pausedOffscreen: false, controlsVisible: true };
    case 'OPEN_MODAL':
      return state.modalOpen ? state : { ...state, modalOpen: true, error: null };
    case 'CLOSE_MODAL':
      return state.modalOpen ? { ...state, modalOpen: false, loading: false } : state;
    case 'RESET':
      return reset(state, muted);
    case 'TOGGLE_CAPTIONS': {
      // Captions and audio description are mutually exclusive: turning one on turns the other off.
      const captions = !state.captions;
      return { ...state, captions, audioDescription: captions ? false : state.audioDescription };
    }
    case 'TOGGLE_AUDIO_DESCRIPTION': {
      const audioDescription = !state.audioDescription;
      return { ...state, audioDescription, captions: audioDescription ? false : state.captions };
    }
    case 'TOGGLE_TRANSCRIPT':
      return { ...state, transcriptOpen: !state.transcriptOpen };
    case 'SET_VOLUME': {
      const volume = clampVolume(event.volume);
      // Raising the volume of a muted (unmuted-by-design) video unmutes it, as every player does.
      const unmute = volume > VOLUME_MIN && !muted;
      if (volume === state.volume && (!unmute || !state.muted)) return state;
      return { ...state, volume, muted: unmute ? false : state.muted };
    }
    case 'TOGGLE_MUTE':
      return { ...state, muted: !state.muted };
    case 'SET_RATE':
      return isPlaybackSpeed(event.rate) && event.rate !== state.rate ? { ...state, rate: event.rate } : state;
    case 'LEFT_VIEWPORT':
      // A play still loading when the player leaves counts as playing: it resumes on return.
      return state.status === 'playing' || state.loading ? { ...state, pausedOffscreen: true } : state;
    case 'ENTERED_VIEWPORT':
      return state.pausedOffscreen ? { ...state, pausedOffscreen: false } : state;
    case 'SHOW_CONTROLS':
      return state.controlsVisible ? state : { ...state, controlsVisible: true };
    case 'HIDE_CONTROLS':
      // Controls hide only while the video plays; paused or ended, they stay.
      return state.status === 'playing' && state.controlsVisible ? { ...state, controlsVisible: false } : state;
  }
}

/** Whether the poster and its big play button cover the picture. */
export function showsPoster(state: VideoState): boolean {
  return state.status === 'idle' || state.status === 'ended';
}

export type VideoLayout = 'modal' | 'inline' | 'ambient';

export interface Presentation {
  layout: VideoLayout;
  /** Starts by itself once in view. */
  autoplay: boolean;
  /** Opening the modal starts playback (the spec's "the modal opens on play"). */
  playOnOpen: boolean;
  loop: boolean;
  /** Shows the player's controls (ambient loops have none, only a pause button). */
  controls: boolean;
}

export interface PresentationInput {
  muted?: boolean;
  forceInline?: boolean;
  loop?: boolean;
  controls?: boolean;
  /** The content system's editor mode. */
  editor?: boolean;
  /** The visitor prefers reduced motion. */
  reducedMotion?: boolean;
}

/**
 * Muted videos autoplay, loop and have no controls; unmuted videos open in a modal (inline when forceInline) and
 * show controls. In editor mode every video stays in the modal and nothing starts by itself. When the visitor
 * prefers reduced motion a muted video does not start by itself either (its play button stays, WCAG 2.2.2).
 */
export function presentation({ muted = false, forceInline = false, loop = false, controls, editor = false, reducedMotion = false }: PresentationInput): Presentation {
  if (editor) return { layout: 'modal', autoplay: false, playOnOpen: false, loop: muted || loop, controls: true };
  if (muted) return { layout: 'ambient', autoplay: !reducedMotion, playOnOpen: false, loop: true, controls: false };
  return { layout: forceInline ? 'inline' : 'modal', autoplay: false, playOnOpen: !forceInline, loop, controls: controls ?? true };
}
