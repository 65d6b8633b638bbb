import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createVideoController, type MediaPort, type VideoController } from './controller.ts';
import { presentation, type PresentationInput } from './machine.ts';

/** A media element stand-in that records what the controller did to it; play() settles when the test says. */
function fakeMedia() {
  const calls: string[] = [];
  let settle: { resolve: () => void; reject: (error: unknown) => void } | null = null;
  const media = {
    calls,
    rate: 1,
    volume: 1,
    muted: false,
    time: 42,
    tracks: { captions: false, descriptions: false },
    autoResolve: true,
    play: vi.fn(() => {
      calls.push('play');
      if (media.autoResolve) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        settle = { resolve, reject };
      });
    }),
    pause: vi.fn(() => {
      calls.push('pause');
    }),
    rewind: vi.fn(() => {
      media.time = 0;
    }),
    setRate: (rate: number) => {
      media.rate = rate;
    },
    setVolume: (volume: number) => {
      media.volume = volume;
    },
    setMuted: (muted: boolean) => {
      media.muted = muted;
    },
    setTrack: (kind: 'captions' | 'descriptions', on: boolean) => {
      media.tracks[kind] = on;
    },
    resolvePlay: () => settle?.resolve(),
    rejectPlay: (error: unknown) => settle?.reject(error),
  };
  return media satisfies MediaPort & Record<string, unknown>;
}

let media: ReturnType<typeof fakeMedia>;
let touch = false;

function make(input: PresentationInput = {}): VideoController {
  const controller = createVideoController({
    presentation: presentation(input),
    muted: input.muted,
    timers: { setTimeout: (callback, ms) => setTimeout(callback, ms), clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>) },
    isTouch: () => touch,
  });
  controller.attach(media);
  return controller;
}

/** Lets resolved play() promises run their callbacks. */
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  media = fakeMedia();
  touch = false;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('play/pause debounce (200 ms)', () => {
  it('plays 200 ms after the request, not before', async () => {
    const controller = make({ forceInline: true });
    controller.request('play');
    await vi.advanceTimersByTimeAsync(199);
    expect(media.play).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(media.play).toHaveBeenCalledTimes(1);
    expect(controller.getState().status).toBe('playing');
  });

  it('collapses toggles within 200 ms of each other into one: a double tap does not play then pause', async () => {
    const controller = make({ forceInline: true });
    controller.request('toggle');
    await vi.advanceTimersByTimeAsync(150);
    controller.request('toggle');
    await vi.advanceTimersByTimeAsync(150);
    controller.request('toggle');
    await vi.advanceTimersByTimeAsync(199);
    expect(media.play).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(media.calls).toEqual(['play']);
    expect(controller.getState().status).toBe('playing');
  });

  it('toggles a playing video to paused, and a paused one back to playing', async () => {
    const controller = make({ forceInline: true });
    controller.request('play');
    await vi.advanceTimersByTimeAsync(200);
    controller.request('toggle');
    await vi.advanceTimersByTimeAsync(200);
    expect(controller.getState().status).toBe('paused');
    expect(media.calls).toEqual(['play', 'pause']);
    controller.request('toggle');
    await vi.advanceTimersByTimeAsync(200);
    expect(controller.getState().status).toBe('playing');
  });

  it('the last intent within the window wins', async () => {
    const controller = make({ forceInline: true });
    controller.request('play');
    await vi.advanceTimersByTimeAsync(100);
    controller.request('pause');
    await vi.advanceTimersByTimeAsync(200);
    expect(media.play).not.toHaveBeenCalled();
    expect(controller.getState().status).toBe('idle');
  });
});

describe('playing, ending and failing', () => {
  it('stays on the poster while play() is pending, then plays', async () => {
    media.autoResolve = false;
    const controller = make({ forceInline: true });
    controller.request('play');
    await vi.advanceTimersByTimeAsync(200);
    expect(controller.getState()).toMatchObject({ status: 'idle', loading: true });
    media.resolvePlay();
    await flush();
    expect(controller.getState()).toMatchObject({ status: 'playing', loading: false });
  });

  it('a failed play() returns the poster and play button with the error', async () => {
    media.autoResolve = false;
    const controller = make({ forceInline: true });
    controller.request('play');
    await vi.advanceTimersByTimeAsync(200);
    media.rejectPlay(Object.assign(new Error('no source'), { name: 'NotSupportedError' }));
    await flush();
    expect(controller.getState()).toMatchObject({ status: 'idle', loading: false, error: 'playFailed' });
  });

  it('a media error while loading is a failed play too', async () => {
    media.autoResolve = false;
    const controller = make({ forceInline: true });
    controller.request('play');
    await vi.advanceTimersByTimeAsync(200);
    controller.mediaEvent('error');
    expect(controller.getState()).toMatchObject({ status: 'idle', error: 'playFailed' });
    // The late rejection of that play() changes nothing more.
    media.rejectPlay(new Error('late'));
    await flush();
    expect(controller.getState()).toMatchObject({ status: 'idle', error: 'playFailed' });
  });

  it('a play interrupted by a pause (AbortError) is not a failure', async () => {
    media.autoResolve = false;
    const controller = make({ forceInline: true });
    controller.request('play');
    await vi.advanceTimersByTimeAsync(200);
    media.rejectPlay(Object.assign(new Error('interrupted'), { name: 'AbortError' }));
    await flush();
    expect(controller.getState().error).toBeNull();
  });

  it('on end the poster and play button return; play again restarts', async () => {
    const controller = make({ forceInline: true });
    controller.request('play');
    await vi.advanceTimersByTimeAsync(200);
    controller.mediaEvent('pause');
    controller.mediaEvent('ended');
    expect(controller.getState().status).toBe('ended');
    controller.request('play');
    await vi.advanceTimersByTimeAsync(200);
    expect(controller.getState().status).toBe('playing');
  });

  it('follows the element when it plays or pauses by itself', async () => {
    const controller = make({ forceInline: true });
    controller.mediaEvent('playing');
    expect(controller.getState().status).toBe('playing');
    controller.mediaEvent('pause');
    expect(controller.getState().status).toBe('paused');
  });
});

describe('the modal', () => {
  it('opens on play and starts playing after the debounce', async () => {
    const controller = make();
    controller.openModal();
    expect(controller.getState().modalOpen).toBe(true);
    await vi.advanceTimersByTimeAsync(200);
    expect(media.play).toHaveBeenCalledTimes(1);
    expect(controller.getState().status).toBe('playing');
  });

  it('closing resets after exactly 500 ms: time 0, rate 1, captions hidden, transcript closed, description off, volume full', async () => {
    const controller = make();
    controller.openModal();
    await vi.advanceTimersByTimeAsync(200);
    controller.setRate(1.5);
    controller.toggleCaptions();
    controller.toggleAudioDescription();
    controller.toggleTranscript();
    controller.setVolume(40);
    controller.toggleMute();
    expect(media).toMatchObject({ rate: 1.5, volume: 0.4, muted: true, tracks: { captions: false, descriptions: true } });

    controller.closeModal();
    expect(media.pause).toHaveBeenCalled();
    expect(controller.getState()).toMatchObject({ modalOpen: false, status: 'paused', transcriptOpen: true });
    await vi.advanceTimersByTimeAsync(499);
    expect(media.time).toBe(42);
    expect(controller.getState().rate).toBe(1.5);
    await vi.advanceTimersByTimeAsync(1);
    expect(media).toMatchObject({ time: 0, rate: 1, volume: 1, muted: false, tracks: { captions: false, descriptions: false } });
    expect(controller.getState()).toMatchObject({ status: 'idle', rate: 1, volume: 100, muted: false, captions: false, audioDescription: false, transcriptOpen: false });
  });

  it('reopening before the reset resets at once and plays afresh', async () => {
    const controller = make();
    controller.openModal();
    await vi.advanceTimersByTimeAsync(200);
    controller.setRate(2);
    controller.closeModal();
    await vi.advanceTimersByTimeAsync(100);
    controller.openModal();
    expect(media.time).toBe(0);
    expect(controller.getState().rate).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(controller.getState()).toMatchObject({ modalOpen: true, status: 'playing', rate: 1 });
  });

  it('a play request pending when the modal closes is dropped', async () => {
    const controller = make();
    controller.openModal();
    await vi.advanceTimersByTimeAsync(100);
    controller.closeModal();
    await vi.advanceTimersByTimeAsync(1000);
    expect(media.play).not.toHaveBeenCalled();
    expect(controller.getState().status).toBe('idle');
  });

  it('in editor mode the modal opens without playing', async () => {
    const controller = make({ editor: true });
    controller.openModal();
    await vi.advanceTimersByTimeAsync(1000);
    expect(controller.getState().modalOpen).toBe(true);
    expect(media.play).not.toHaveBeenCalled();
  });
});

describe('the viewport', () => {
  it('leaving pauses a playing video and returning resumes it', async () => {
    const controller = make({ forceInline: true });
    controller.setInView(true);
    controller.request('play');
    await vi.advanceTimersByTimeAsync(200);
    controller.setInView(false);
    expect(media.calls).toEqual(['play', 'pause']);
    expect(controller.getState()).toMatchObject({ status: 'paused', pausedOffscreen: true });
    controller.setInView(true);
    await flush();
    expect(media.calls).toEqual(['play', 'pause', 'play']);
    expect(controller.getState()).toMatchObject({ status: 'playing', pausedOffscreen: false });
  });

  it('a video the visitor paused stays paused when it comes back into view', async () => {
    const controller = make({ forceInline: true });
    controller.setInView(true);
    controller.request('play');
    await vi.advanceTimersByTimeAsync(200);
    controller.request('pause');
    await vi.advanceTimersByTimeAsync(200);
    controller.setInView(false);
    controller.setInView(true);
    await flush();
    expect(media.calls).toEqual(['play', 'pause']);
  });

  it('a muted loop starts by itself the first time it is in view, muted', async () => {
    const controller = make({ muted: true });
    expect(media.muted).toBe(true);
    expect(media.play).not.toHaveBeenCalled();
    controller.setInView(true);
    await flush();
    expect(media.play).toHaveBeenCalledTimes(1);
    expect(controller.getState().status).toBe('playing');
    controller.setInView(false);
    expect(controller.getState().status).toBe('paused');
    controller.setInView(true);
    await flush();
    expect(controller.getState().status).toBe('playing');
  });

  it('a muted loop does not start by itself when the visitor prefers reduced motion', async () => {
    const controller = make({ muted: true, reducedMotion: true });
    controller.setInView(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(media.play).not.toHaveBeenCalled();
    controller.request('play');
    await vi.advanceTimersByTimeAsync(200);
    expect(controller.getState().status).toBe('playing');
  });

  it('in editor mode a muted video does not autoplay either', async () => {
    const controller = make({ muted: true, editor: true });
    controller.setInView(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(media.play).not.toHaveBeenCalled();
  });
});

describe('controls on touch devices', () => {
  it('hide 3500 ms after playback starts and after each touch, only on touch devices', async () => {
    touch = true;
    const controller = make({ forceInline: true });
    controller.request('play');
    await vi.advanceTimersByTimeAsync(200);
    await vi.advanceTimersByTimeAsync(3499);
    expect(controller.getState().controlsVisible).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(controller.getState().controlsVisible).toBe(false);
    controller.activity();
    expect(controller.getState().controlsVisible).toBe(true);
    await vi.advanceTimersByTimeAsync(2000);
    controller.activity();
    await vi.advanceTimersByTimeAsync(3499);
    expect(controller.getState().controlsVisible).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(controller.getState().controlsVisible).toBe(false);
  });

  it('stay while paused, and never hide on a device with a mouse', async () => {
    touch = true;
    const controller = make({ forceInline: true });
    controller.request('play');
    await vi.advanceTimersByTimeAsync(200);
    controller.request('pause');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(controller.getState().controlsVisible).toBe(true);

    touch = false;
    const desktop = make({ forceInline: true });
    desktop.request('play');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(desktop.getState()).toMatchObject({ status: 'playing', controlsVisible: true });
  });
});

describe('settings reach the element', () => {
  it('volume as 0–1, mute, speed and the tracks (captions and descriptions exclusive)', () => {
    const controller = make({ forceInline: true });
    controller.setVolume(55);
    expect(media.volume).toBe(0.55);
    controller.setRate(1.25);
    expect(media.rate).toBe(1.25);
    controller.toggleCaptions();
    expect(media.tracks).toEqual({ captions: true, descriptions: false });
    controller.toggleAudioDescription();
    expect(media.tracks).toEqual({ captions: false, descriptions: true });
    controller.toggleMute();
    expect(media.muted).toBe(true);
  });

  it('notifies subscribers once per change, and not for events that change nothing', () => {
    const controller = make({ forceInline: true });
    const listener = vi.fn();
    const unsubscribe = controller.subscribe(listener);
    controller.setRate(2);
    controller.setRate(2);
    controller.setRate(0.75);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    controller.setRate(1);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('dispose cancels every timer', async () => {
    touch = true;
    const controller = make();
    controller.openModal();
    controller.dispose();
    await vi.advanceTimersByTimeAsync(5000);
    expect(media.play).not.toHaveBeenCalled();
  });
});
