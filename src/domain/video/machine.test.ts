import { describe, expect, it } from 'vitest';
import {
  CONTROLS_TIMEOUT_MS,
  INTERSECTION_ROOT_MARGIN,
  INTERSECTION_THRESHOLDS,
  MODAL_RESET_DELAY_MS,
  PLAY_PAUSE_DEBOUNCE_MS,
  PLAYBACK_SPEEDS,
  TRANSCRIPT_SCROLL_STEP,
  VIDEO_PRESETS,
  VOLUME_MAX,
  VOLUME_MIN,
  VOLUME_STEP,
} from './constants.ts';
import { clampVolume, initialVideoState, presentation, showsPoster, videoReducer, type VideoEvent, type VideoState } from './machine.ts';

const run = (events: VideoEvent[], state: VideoState = initialVideoState(), muted = false) => events.reduce((s, e) => videoReducer(s, e, { muted }), state);

describe('the spec constants (section 9)', () => {
  it('are the spec values', () => {
    expect(VIDEO_PRESETS).toEqual([
      { name: 'small', height: 360, bitrate: 730_000 },
      { name: 'medium', height: 540, bitrate: 2_000_000 },
      { name: 'large', height: 720, bitrate: 3_000_000 },
      { name: 'xl', height: 1080, bitrate: 5_000_000 },
    ]);
    expect(PLAYBACK_SPEEDS).toEqual([0.5, 1, 1.25, 1.5, 2]);
    expect([VOLUME_MIN, VOLUME_MAX, VOLUME_STEP]).toEqual([0, 100, 5]);
    expect(CONTROLS_TIMEOUT_MS).toBe(3500);
    expect(PLAY_PAUSE_DEBOUNCE_MS).toBe(200);
    expect(MODAL_RESET_DELAY_MS).toBe(500);
    expect(TRANSCRIPT_SCROLL_STEP).toBe(30);
    expect(INTERSECTION_ROOT_MARGIN).toBe('150px');
  });

  it('observe the viewport at 20 evenly spaced thresholds from 0 to 1', () => {
    expect(INTERSECTION_THRESHOLDS).toHaveLength(20);
    expect(INTERSECTION_THRESHOLDS[0]).toBe(0);
    expect(INTERSECTION_THRESHOLDS[19]).toBe(1);
    for (let i = 1; i < 20; i += 1) expect((INTERSECTION_THRESHOLDS[i] ?? 0) - (INTERSECTION_THRESHOLDS[i - 1] ?? 0)).toBeCloseTo(1 / 19, 10);
  });
});

describe('videoReducer: the four states', () => {
  it('starts idle with the poster, full volume, rate 1, captions, description and transcript off', () => {
    const state = initialVideoState();
    expect(state).toEqual({
      status: 'idle',
      loading: false,
      modalOpen: false,
      captions: false,
      audioDescription: false,
      transcriptOpen: false,
      volume: 100,
      muted: false,
      rate: 1,
      controlsVisible: true,
      pausedOffscreen: false,
      error: null,
    });
    expect(showsPoster(state)).toBe(true);
    expect(initialVideoState({ muted: true }).muted).toBe(true);
  });

  it('goes idle → (loading) → playing → paused → playing → ended', () => {
    let state = run([{ type: 'PLAY_REQUESTED' }]);
    expect(state).toMatchObject({ status: 'idle', loading: true });
    expect(showsPoster(state)).toBe(true);
    state = run([{ type: 'PLAYING' }], state);
    expect(state).toMatchObject({ status: 'playing', loading: false });
    expect(showsPoster(state)).toBe(false);
    state = run([{ type: 'PAUSED' }], state);
    expect(state.status).toBe('paused');
    expect(showsPoster(state)).toBe(false);
    state = run([{ type: 'PLAYING' }, { type: 'PAUSED' }, { type: 'ENDED' }], state);
    expect(state.status).toBe('ended');
  });

  it('brings the poster and play button back on end', () => {
    const state = run([{ type: 'PLAYING' }, { type: 'ENDED' }]);
    expect(showsPoster(state)).toBe(true);
    expect(state.controlsVisible).toBe(true);
  });

  it('brings the poster and play button back, with the play-failed error, when play() fails', () => {
    const state = run([{ type: 'PLAY_REQUESTED' }, { type: 'PLAY_FAILED' }]);
    expect(state).toMatchObject({ status: 'idle', loading: false, error: 'playFailed' });
    expect(showsPoster(state)).toBe(true);
    // Trying again clears the message.
    expect(run([{ type: 'PLAY_REQUESTED' }], state).error).toBeNull();
  });

  it('ignores a pause when nothing plays, and returns the same state object', () => {
    const state = initialVideoState();
    expect(videoReducer(state, { type: 'PAUSED' })).toBe(state);
    expect(videoReducer(state, { type: 'HIDE_CONTROLS' })).toBe(state);
  });
});

describe('videoReducer: captions, audio description, transcript', () => {
  it('keeps captions and audio description mutually exclusive', () => {
    let state = run([{ type: 'TOGGLE_CAPTIONS' }]);
    expect([state.captions, state.audioDescription]).toEqual([true, false]);
    state = run([{ type: 'TOGGLE_AUDIO_DESCRIPTION' }], state);
    expect([state.captions, state.audioDescription]).toEqual([false, true]);
    state = run([{ type: 'TOGGLE_CAPTIONS' }], state);
    expect([state.captions, state.audioDescription]).toEqual([true, false]);
    state = run([{ type: 'TOGGLE_CAPTIONS' }], state);
    expect([state.captions, state.audioDescription]).toEqual([false, false]);
  });

  it('turning audio description off leaves captions off', () => {
    const state = run([{ type: 'TOGGLE_AUDIO_DESCRIPTION' }, { type: 'TOGGLE_AUDIO_DESCRIPTION' }]);
    expect([state.captions, state.audioDescription]).toEqual([false, false]);
  });

  it('opens and closes the transcript', () => {
    expect(run([{ type: 'TOGGLE_TRANSCRIPT' }]).transcriptOpen).toBe(true);
    expect(run([{ type: 'TOGGLE_TRANSCRIPT' }, { type: 'TOGGLE_TRANSCRIPT' }]).transcriptOpen).toBe(false);
  });
});

describe('videoReducer: volume, mute and speed', () => {
  it('clamps the volume to 0–100 in whole numbers', () => {
    expect(clampVolume(-5)).toBe(0);
    expect(clampVolume(105)).toBe(100);
    expect(clampVolume(42.6)).toBe(43);
    expect(clampVolume(Number.NaN)).toBe(100);
    expect(run([{ type: 'SET_VOLUME', volume: 150 }]).volume).toBe(100);
    expect(run([{ type: 'SET_VOLUME', volume: -1 }]).volume).toBe(0);
  });

  it('unmutes an unmuted-by-design video whose volume is raised, but never a muted loop', () => {
    const muted = run([{ type: 'TOGGLE_MUTE' }]);
    expect(muted.muted).toBe(true);
    expect(run([{ type: 'SET_VOLUME', volume: 60 }], muted)).toMatchObject({ volume: 60, muted: false });
    const loop = initialVideoState({ muted: true });
    expect(run([{ type: 'SET_VOLUME', volume: 60 }], loop, true)).toMatchObject({ volume: 60, muted: true });
  });

  it('accepts only the spec speeds', () => {
    for (const rate of PLAYBACK_SPEEDS) expect(run([{ type: 'SET_RATE', rate }]).rate).toBe(rate);
    expect(run([{ type: 'SET_RATE', rate: 1.5 }, { type: 'SET_RATE', rate: 3 }]).rate).toBe(1.5);
    expect(run([{ type: 'SET_RATE', rate: 0.75 }]).rate).toBe(1);
  });
});

describe('videoReducer: modal and reset', () => {
  it('resets to time-0 settings: rate 1, captions hidden, transcript closed, description off, volume full', () => {
    const used = run([
      { type: 'OPEN_MODAL' },
      { type: 'PLAYING' },
      { type: 'TOGGLE_AUDIO_DESCRIPTION' },
      { type: 'TOGGLE_TRANSCRIPT' },
      { type: 'SET_VOLUME', volume: 35 },
      { type: 'TOGGLE_MUTE' },
      { type: 'SET_RATE', rate: 2 },
      { type: 'CLOSE_MODAL' },
    ]);
    expect(used.modalOpen).toBe(false);
    expect(run([{ type: 'RESET' }], used)).toEqual(initialVideoState());
  });

  it('keeps a muted loop muted through a reset', () => {
    expect(run([{ type: 'RESET' }], initialVideoState({ muted: true }), true).muted).toBe(true);
  });
});

describe('videoReducer: viewport and controls', () => {
  it('marks a playing (or still loading) video as paused off screen, and clears it on return', () => {
    const playing = run([{ type: 'PLAYING' }, { type: 'LEFT_VIEWPORT' }]);
    expect(playing.pausedOffscreen).toBe(true);
    expect(run([{ type: 'ENTERED_VIEWPORT' }], playing).pausedOffscreen).toBe(false);
    expect(run([{ type: 'PLAY_REQUESTED' }, { type: 'LEFT_VIEWPORT' }]).pausedOffscreen).toBe(true);
    expect(run([{ type: 'LEFT_VIEWPORT' }]).pausedOffscreen).toBe(false);
  });

  it('forgets the off-screen pause when the visitor pauses', () => {
    const state = run([{ type: 'PLAYING' }, { type: 'LEFT_VIEWPORT' }, { type: 'PAUSE_REQUESTED' }]);
    expect(state.pausedOffscreen).toBe(false);
  });

  it('hides controls only while playing, and shows them again on pause', () => {
    const hidden = run([{ type: 'PLAYING' }, { type: 'HIDE_CONTROLS' }]);
    expect(hidden.controlsVisible).toBe(false);
    expect(run([{ type: 'PAUSED' }], hidden).controlsVisible).toBe(true);
    expect(run([{ type: 'SHOW_CONTROLS' }], hidden).controlsVisible).toBe(true);
    expect(run([{ type: 'PLAYING' }, { type: 'PAUSED' }, { type: 'HIDE_CONTROLS' }]).controlsVisible).toBe(true);
  });
});

describe('presentation', () => {
  it('muted videos autoplay, loop and have no controls', () => {
    expect(presentation({ muted: true })).toEqual({ layout: 'ambient', autoplay: true, playOnOpen: false, loop: true, controls: false });
  });

  it('unmuted videos open in a modal, which plays on opening, with controls', () => {
    expect(presentation({})).toEqual({ layout: 'modal', autoplay: false, playOnOpen: true, loop: false, controls: true });
  });

  it('unmuted videos with forceInline play inline with controls', () => {
    expect(presentation({ forceInline: true, loop: true })).toEqual({ layout: 'inline', autoplay: false, playOnOpen: false, loop: true, controls: true });
  });

  it('in editor mode every video stays in the modal, and nothing plays by itself', () => {
    for (const input of [{}, { muted: true }, { forceInline: true }]) {
      expect(presentation({ ...input, editor: true })).toMatchObject({ layout: 'modal', autoplay: false, playOnOpen: false, controls: true });
    }
  });

  it('with reduced motion a muted loop does not start by itself', () => {
    expect(presentation({ muted: true, reducedMotion: true })).toMatchObject({ layout: 'ambient', autoplay: false, loop: true });
  });
});
