// Makes the brand film (media/videos/brand-film/): an 8-second animation of the project's own SVG vehicle art,
// drawn on a canvas in headless Chromium and recorded with MediaRecorder as WebM (VP9 + Opus) at 360, 540, 720
// and 1080 lines, plus a WebP poster, WebVTT captions and audio descriptions and plain-text transcripts in en,
// es and zh. The words and timings come from src/domain/video/brand-film.ts, so the files match the picture.
//
//   node --import tsx scripts/make-sample-video.mjs            (a minute or more; writes ~1.1 MB)
//   FILM_ONLY=720,1080 FILM_TAKES=5 node --import tsx scripts/make-sample-video.mjs   (re-records only those)
//
// The bit rates are an eighth to a quarter of the spec's presets (730k / 2000k / 3000k / 5000k): a flat-shaded
// animation needs far less than camera footage, and the whole set stays under 2 MB, small enough to commit.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './chromium-path.mjs';
import { renderVehicleSvg } from '#server/images/vehicle-drawing.ts';
import {
  BRAND_FILM_DURATION,
  BRAND_FILM_PAINT_CHANGES,
  BRAND_FILM_PAINTS,
  BRAND_FILM_SCENES,
  BRAND_FILM_WORDS,
  brandFilmFiles,
  brandFilmTranscript,
} from '#domain/video/brand-film.ts';
import { toWebVtt } from '#domain/video/webvtt.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'media/videos/brand-film');

/** Height → width and video bit rate. */
const RENDITIONS = [
  { height: 360, width: 640, videoBits: 170_000, codec: 'vp9' },
  { height: 540, width: 960, videoBits: 300_000, codec: 'vp9' },
  { height: 720, width: 1280, videoBits: 420_000, codec: 'vp9' },
  // On a busy two-core machine the software VP9 encoder drops frames at 1080 lines (a quiet machine keeps them all):
  // see the best-of-takes loop below.
  { height: 1080, width: 1920, videoBits: 640_000, codec: 'vp9' },
];
const AUDIO_BITS = 24_000;
const FPS = 30;
const TAKES = Number(process.env.FILM_TAKES ?? 3);
const POSTER = { width: 1600, height: 900, time: 7.1, quality: 0.8 };

// ---------------------------------------------------------------- WebM duration
// MediaRecorder writes a live WebM: its Segment has no Duration, so a <video> would report Infinity and could not
// show a seek bar. This adds Duration (EBML id 0x4489, float64, in TimecodeScale units = ms) to the Segment Info.

function readVint(buffer, pos) {
  const first = buffer[pos];
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length += 1;
  let value = first & (0xff >> length);
  for (let i = 1; i < length; i += 1) value = value * 256 + buffer[pos + i];
  return { length, value, unknown: value === 2 ** (7 * length) - 1 };
}

function readId(buffer, pos) {
  const { length } = readVint(buffer, pos);
  let id = 0;
  for (let i = 0; i < length; i += 1) id = id * 256 + buffer[pos + i];
  return { length, id };
}

function sizeVint(size) {
  const out = Buffer.alloc(8);
  out[0] = 0x01;
  out.writeUIntBE(size, 2, 6);
  return out;
}

export function withDuration(webm, durationMs) {
  const EBML = 0x1a45dfa3;
  const SEGMENT = 0x18538067;
  const INFO = 0x1549a966;
  const DURATION = 0x4489;
  let pos = 0;
  const header = readId(webm, pos);
  if (header.id !== EBML) throw new Error('Not an EBML file');
  const headerSize = readVint(webm, pos + header.length);
  pos += header.length + headerSize.length + headerSize.value;
  const segment = readId(webm, pos);
  if (segment.id !== SEGMENT) throw new Error('No Segment after the EBML header');
  const segmentSize = readVint(webm, pos + segment.length);
  pos += segment.length + segmentSize.length;
  while (pos < webm.length) {
    const element = readId(webm, pos);
    const size = readVint(webm, pos + element.length);
    const dataStart = pos + element.length + size.length;
    if (element.id === INFO) {
      const data = webm.subarray(dataStart, dataStart + size.value);
      for (let p = 0; p < data.length; ) {
        const child = readId(data, p);
        const childSize = readVint(data, p + child.length);
        if (child.id === DURATION) return webm;
        p += child.length + childSize.length + childSize.value;
      }
      const duration = Buffer.alloc(11);
      duration.writeUInt16BE(DURATION, 0);
      duration[2] = 0x88;
      duration.writeDoubleBE(durationMs, 3);
      const info = Buffer.concat([webm.subarray(pos, pos + element.length), sizeVint(data.length + duration.length), data, duration]);
      if (!segmentSize.unknown) throw new Error('A Segment of known size would need its size rewritten too');
      return Buffer.concat([webm.subarray(0, pos), info, webm.subarray(dataStart + size.value)]);
    }
    if (size.unknown) break;
    pos = dataStart + size.value;
  }
  throw new Error('No Segment Info found');
}

/** Counts the video frames of a WebM (SimpleBlocks and BlockGroups of its video track), to check a recording kept up. */
export function countVideoFrames(webm) {
  const SEGMENT = 0x18538067;
  const TRACKS = 0x1654ae6b;
  const TRACK_ENTRY = 0xae;
  const TRACK_NUMBER = 0xd7;
  const TRACK_TYPE = 0x83;
  const CLUSTER = 0x1f43b675;
  const BLOCK_GROUP = 0xa0;
  const BLOCK = 0xa1;
  const SIMPLE_BLOCK = 0xa3;
  const counts = {};
  const types = {};
  let entry = {};
  const uint = (start, end) => {
    let value = 0;
    for (let i = start; i < end; i += 1) value = value * 256 + webm[i];
    return value;
  };
  const walk = (start, end) => {
    for (let pos = start; pos < end; ) {
      const element = readId(webm, pos);
      const size = readVint(webm, pos + element.length);
      const dataStart = pos + element.length + size.length;
      const dataEnd = size.unknown ? end : Math.min(end, dataStart + size.value);
      if (element.id === TRACK_ENTRY) {
        entry = {};
        walk(dataStart, dataEnd);
        types[entry.number] = entry.type;
      } else if ([SEGMENT, TRACKS, CLUSTER, BLOCK_GROUP].includes(element.id)) walk(dataStart, dataEnd);
      else if (element.id === TRACK_NUMBER) entry.number = uint(dataStart, dataEnd);
      else if (element.id === TRACK_TYPE) entry.type = uint(dataStart, dataEnd);
      else if (element.id === SIMPLE_BLOCK || element.id === BLOCK) {
        const track = readVint(webm, dataStart).value;
        counts[track] = (counts[track] ?? 0) + 1;
      }
      pos = dataEnd;
    }
  };
  walk(0, webm.length);
  const video = Object.keys(types).find((track) => types[track] === 1);
  return video === undefined ? 0 : (counts[video] ?? 0);
}

// ---------------------------------------------------------------- the animation, run inside the page

/* eslint-disable no-undef -- runs in the browser */
async function pageSetup({ svgs, fontBase64 }) {
  const font = new FontFace('Inter', `url(data:font/woff2;base64,${fontBase64})`, { weight: '100 900' });
  await font.load();
  document.fonts.add(font);
  const load = (svg) =>
    new Promise((resolve, reject) => {
      const image = new Image();
      image.onload = () => resolve(image);
      image.onerror = () => reject(new Error('SVG did not load'));
      image.src = `data:image/svg+xml;base64,${btoa(svg)}`;
    });
  window.film = { side: await Promise.all(svgs.side.map(load)), front: await load(svgs.front) };
}

function pageDraw() {
  // Everything is drawn in a 1920 × 1080 space and scaled to the canvas. What does not change from frame to frame
  // (sky, sun glow, hills, vignette, the cars) is drawn once into layers, so a frame is a handful of copies and the
  // 1080-line recording keeps up in real time on a software canvas.
  const W = 1920;
  const H = 1080;
  const clamp = (v, a = 0, b = 1) => Math.min(b, Math.max(a, v));
  const ease = (v) => 1 - (1 - clamp(v)) ** 3;
  const smooth = (v) => clamp(v) * clamp(v) * (3 - 2 * clamp(v));
  const mix = (a, b, k) => a.map((x, i) => Math.round(x + (b[i] - x) * k));
  const rgb = (c) => `rgb(${c[0]} ${c[1]} ${c[2]})`;

  /** A layer `width` × `height` (in film units) at the canvas's scale, drawn by `paint(ctx)` in film units. */
  function layerOf(scale, width, height, paint, options) {
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(width * scale);
    canvas.height = Math.ceil(height * scale);
    const ctx = canvas.getContext('2d', options);
    ctx.scale(scale, scale);
    paint(ctx);
    return canvas;
  }

  window.makeRenderer = (canvas, { scenes, paintChanges, duration }) => {
    const ctx = canvas.getContext('2d');
    const scale = canvas.width / W;
    const carW = 1380;
    const carH = (carW * 9) / 16;
    const groundY = 940;
    const carY = groundY - carH * 0.86;
    const carX = (W - carW) / 2 + 40;
    const side = window.film.side.map((image) => layerOf(scale, carW, carH, (c) => c.drawImage(image, 0, 0, carW, carH)));
    const frontW = carW * 1.06;
    const front = layerOf(scale, frontW, (frontW * 9) / 16, (c) => c.drawImage(window.film.front, 0, 0, frontW, (frontW * 9) / 16));

    // Drive: the camera pans with the car, which slows to a stop; distance is the integral of v0·(1 − t/T)².
    const T = scenes.drive.end - 0.2;
    const travelled = (t) => (2600 * T * (1 - (1 - clamp(t / T)) ** 3)) / 3;
    const maxPan = travelled(T);

    // The sky (with the vignette's darkening baked in) in nine steps of the film's light: a step is a shade or two
    // of colour, too small to see, and an opaque layer copies without blending.
    const STEPS = 8;
    const skies = Array.from({ length: STEPS + 1 }, (_, step) =>
      layerOf(
        scale,
        W,
        860,
        (c) => {
          const k = step / STEPS;
          const gradient = c.createLinearGradient(0, 0, 0, 860);
          gradient.addColorStop(0, rgb(mix([14, 34, 58], [32, 78, 116], k)));
          gradient.addColorStop(0.55, rgb(mix([92, 84, 128], [126, 150, 178], k)));
          gradient.addColorStop(1, rgb(mix([242, 160, 96], [246, 206, 160], k)));
          c.fillStyle = gradient;
          c.fillRect(0, 0, W, 860);
          const vignette = c.createRadialGradient(W / 2, H * 0.6, H * 0.3, W / 2, H * 0.6, H * 1.05);
          vignette.addColorStop(0, 'rgb(0 0 0 / 0)');
          vignette.addColorStop(1, 'rgb(0 0 0 / 0.4)');
          c.fillStyle = vignette;
          c.fillRect(0, 0, W, 860);
        },
        { alpha: false },
      ),
    );
    const stepOf = (t) => Math.round(clamp(t / duration) * STEPS);
    const sunX = 470;
    const sun = layerOf(scale, 600, 600, (c) => {
      const glow = c.createRadialGradient(300, 300, 10, 300, 300, 300);
      glow.addColorStop(0, 'rgb(255 236 200 / 0.95)');
      glow.addColorStop(0.25, 'rgb(255 214 160 / 0.5)');
      glow.addColorStop(1, 'rgb(255 190 130 / 0)');
      c.fillStyle = glow;
      c.fillRect(0, 0, 600, 600);
      c.fillStyle = 'rgb(255 244 224)';
      c.beginPath();
      c.arc(300, 300, 60, 0, Math.PI * 2);
      c.fill();
    });
    /** A hill line as a strip wide enough for the whole pan at its parallax; `color` at start and end of the film. */
    const ridges = [
      { parallax: 0.12, base: 690, amp: 90, seed: 1.3, from: [58, 64, 104], to: [84, 104, 136] },
      { parallax: 0.3, base: 760, amp: 70, seed: 4.1, from: [34, 44, 72], to: [52, 74, 96] },
      { parallax: 0.55, base: 830, amp: 40, seed: 2.2, from: [22, 32, 48], to: [36, 54, 66] },
    ].map((ridge) => {
      const top = ridge.base - ridge.amp - 10;
      const width = W + Math.ceil(maxPan * ridge.parallax) + 24;
      const draw = (color) =>
        layerOf(scale, width, 860 - top, (c) => {
          c.fillStyle = rgb(color);
          c.beginPath();
          c.moveTo(0, 860 - top);
          for (let x = 0; x <= width; x += 16) {
            const u = x / W;
            const y = ridge.base - ridge.amp * (0.55 * Math.sin(u * 6.1 + ridge.seed) + 0.3 * Math.sin(u * 13.7 + ridge.seed * 2) + 0.15 * Math.sin(u * 29.3 + ridge.seed * 3));
            c.lineTo(x, y - top);
          }
          c.lineTo(width, 860 - top);
          c.closePath();
          c.fill();
        });
      return { ...ridge, top, width, layers: Array.from({ length: STEPS + 1 }, (_, step) => draw(mix(ridge.from, ridge.to, step / STEPS))) };
    });
    const band = layerOf(scale, 520, 1, (c) => {
      const gradient = c.createLinearGradient(0, 0, 520, 0);
      gradient.addColorStop(0, 'rgb(255 255 255 / 0)');
      gradient.addColorStop(0.5, 'rgb(255 255 255 / 0.34)');
      gradient.addColorStop(1, 'rgb(255 255 255 / 0)');
      c.fillStyle = gradient;
      c.fillRect(0, 0, 520, 1);
    });
    // The paint scene's car with its light band, kept to the car's own pixels (source-atop).
    const shine = document.createElement('canvas');
    shine.width = side[0].width;
    shine.height = side[0].height;
    const sctx = shine.getContext('2d');

    /** Draws a layer at film coordinates (the layer already has the canvas's scale). */
    function blit(layer, x, y, alpha = 1, width, height) {
      ctx.globalAlpha = alpha;
      // Whole device pixels when the layer is not resized: a copy at a fractional offset would be resampled.
      if (width === undefined) ctx.drawImage(layer, Math.round(x * scale), Math.round(y * scale));
      else ctx.drawImage(layer, x * scale, y * scale, width * scale, height * scale);
      ctx.globalAlpha = 1;
    }

    function landscape(t, pan) {
      const step = stepOf(t);
      blit(skies[step], 0, 0);
      blit(sun, sunX - 300, 700 - 250 * smooth(t / duration) - 300);
      for (const ridge of ridges) {
        // The car drives left, so the scenery runs right: the strip's window slides towards its start.
        const x = -(Math.ceil(maxPan * ridge.parallax) - pan * ridge.parallax);
        blit(ridge.layers[step], x, ridge.top);
      }
      ctx.fillStyle = '#262a31';
      ctx.fillRect(0, 850 * scale, canvas.width, canvas.height - 850 * scale);
      ctx.fillStyle = '#3a404a';
      ctx.fillRect(0, 850 * scale, canvas.width, 10 * scale);
      ctx.fillStyle = 'rgb(240 226 190 / 0.85)';
      const dash = 240;
      const shift = ((pan % dash) + dash) % dash;
      for (let x = -dash + shift; x < W + dash; x += dash) ctx.fillRect(x * scale, 1010 * scale, 120 * scale, 12 * scale);
    }

    function paintIndex(t) {
      let index = 0;
      for (const change of paintChanges) if (t >= change + 0.3) index += 1;
      return index;
    }

    function paintedCar(t) {
      // The paint in place at t, and the next one fading in over 0.3 s at each change, with the band of light.
      const index = paintIndex(t);
      sctx.globalCompositeOperation = 'source-over';
      sctx.clearRect(0, 0, shine.width, shine.height);
      sctx.drawImage(side[index], 0, 0);
      const change = paintChanges[index];
      if (change !== undefined && t >= change) {
        sctx.globalAlpha = clamp((t - change) / 0.3);
        sctx.drawImage(side[index + 1], 0, 0);
        sctx.globalAlpha = 1;
      }
      sctx.globalCompositeOperation = 'source-atop';
      const x = -520 + (carW + 520) * smooth((t - scenes.paint.start) / (scenes.paint.end - scenes.paint.start));
      sctx.drawImage(band, x * scale, 0, band.width, shine.height);
      sctx.globalCompositeOperation = 'source-over';
      return shine;
    }

    function sideScene(t) {
      if (t < scenes.drive.end) {
        const pan = travelled(t);
        landscape(t, pan);
        // The car comes in from the right (it faces left) and settles; it bobs while it moves.
        const settle = ease(t / T);
        const x = carX + 900 * (1 - settle);
        blit(side[0], x, carY + 4 * Math.sin(t * 23) * (1 - settle));
        // Speed lines behind it while it is still fast.
        const speed = 1 - settle;
        if (speed > 0.05) {
          ctx.strokeStyle = `rgb(255 255 255 / ${0.35 * speed})`;
          ctx.lineWidth = 4 * scale;
          for (const [dy, len] of [[660, 260], [720, 180], [780, 320]]) {
            ctx.beginPath();
            ctx.moveTo((x + carW * 0.9) * scale, dy * scale);
            ctx.lineTo((x + carW * 0.9 + len * speed * 1.6) * scale, dy * scale);
            ctx.stroke();
          }
        }
      } else {
        landscape(t, maxPan);
        blit(paintedCar(t), carX, carY);
      }
    }

    function reveal(t) {
      const local = t - scenes.reveal.start;
      landscape(t, maxPan);
      const zoom = 1 + 0.05 * smooth(local / (duration - scenes.reveal.start));
      const fw = frontW * zoom;
      const fh = (fw * 9) / 16;
      blit(front, W / 2 - fw / 2, groundY + 10 - fh * 0.86, 1, fw, fh);
      // The name, letter-spaced, fades in over the sky.
      const a = smooth((local - 0.6) / 0.6);
      if (a > 0) {
        ctx.globalAlpha = a;
        ctx.fillStyle = '#ffffff';
        ctx.font = `700 ${128 * scale}px Inter`;
        ctx.letterSpacing = `${40 * scale}px`;
        ctx.textAlign = 'center';
        ctx.textBaseline = 'alphabetic';
        ctx.fillText('HALDEN', (W / 2 + 20) * scale, 230 * scale);
        ctx.fillStyle = 'rgb(246 201 139)';
        ctx.fillRect((W / 2 - 90 * a) * scale, 272 * scale, 180 * a * scale, 6 * scale);
        ctx.globalAlpha = 1;
      }
    }

    return (t) => {
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      if (t < scenes.reveal.start) {
        sideScene(t);
      } else {
        reveal(t);
        // A quick cross-fade from the parked car into the reveal.
        const fade = 1 - clamp((t - scenes.reveal.start) / 0.4);
        if (fade > 0) blit(paintedCar(scenes.paint.end), carX, carY, fade);
      }
      // A fade to black over the last 0.35 s.
      const out = clamp((t - (duration - 0.35)) / 0.35);
      if (out > 0) {
        ctx.fillStyle = `rgb(0 0 0 / ${out})`;
        ctx.fillRect(0, 0, canvas.width, canvas.height);
      }
    };
  };
}

/** Soft synth chords, an engine hum that dies as the car stops, a chime for each paint, a swell and a fade. */
function pageAudio() {
  window.makeSoundtrack = ({ paintChanges, duration, driveEnd }) => {
    const ac = new AudioContext();
    const dest = ac.createMediaStreamDestination();
    const master = ac.createGain();
    master.connect(dest);
    const t0 = ac.currentTime + 0.02;
    master.gain.setValueAtTime(0.9, t0);
    master.gain.setValueAtTime(0.9, t0 + duration - 0.9);
    master.gain.linearRampToValueAtTime(0.0001, t0 + duration);

    const pad = (freqs, start, end, peak) => {
      const filter = ac.createBiquadFilter();
      filter.type = 'lowpass';
      filter.frequency.value = 1100;
      const gain = ac.createGain();
      gain.gain.setValueAtTime(0.0001, t0 + start);
      gain.gain.linearRampToValueAtTime(peak, t0 + start + 0.5);
      gain.gain.setValueAtTime(peak, t0 + end - 0.2);
      gain.gain.linearRampToValueAtTime(0.0001, t0 + end + 0.4);
      filter.connect(gain).connect(master);
      for (const f of freqs)
        for (const detune of [-7, 7]) {
          const osc = ac.createOscillator();
          osc.type = 'sawtooth';
          osc.frequency.value = f;
          osc.detune.value = detune;
          osc.connect(filter);
          osc.start(t0 + start);
          osc.stop(t0 + end + 0.5);
        }
    };
    pad([130.81, 196, 246.94, 293.66, 329.63], 0, 3.1, 0.035);
    pad([110, 164.81, 196, 246.94, 261.63], 3, 5.6, 0.035);
    pad([87.31, 130.81, 164.81, 220, 392], 5.5, duration, 0.05);

    // Brown noise through a low-pass: the hum of the engine, fading as the car stops.
    const noise = ac.createBuffer(1, ac.sampleRate * 4, ac.sampleRate);
    const data = noise.getChannelData(0);
    let last = 0;
    for (let i = 0; i < data.length; i += 1) {
      last = (last + 0.02 * (Math.random() * 2 - 1)) / 1.02;
      data[i] = last * 3.5;
    }
    const hum = ac.createBufferSource();
    hum.buffer = noise;
    const humFilter = ac.createBiquadFilter();
    humFilter.type = 'lowpass';
    humFilter.frequency.value = 160;
    const humGain = ac.createGain();
    humGain.gain.setValueAtTime(0.5, t0);
    humGain.gain.linearRampToValueAtTime(0.0001, t0 + driveEnd - 0.2);
    hum.connect(humFilter).connect(humGain).connect(master);
    hum.start(t0);
    hum.stop(t0 + driveEnd);

    for (const at of paintChanges)
      for (const [f, level] of [[1318.5, 0.09], [1975.5, 0.04]]) {
        const osc = ac.createOscillator();
        osc.type = 'sine';
        osc.frequency.value = f;
        const gain = ac.createGain();
        gain.gain.setValueAtTime(0.0001, t0 + at);
        gain.gain.linearRampToValueAtTime(level, t0 + at + 0.01);
        gain.gain.exponentialRampToValueAtTime(0.0001, t0 + at + 1.1);
        osc.connect(gain).connect(master);
        osc.start(t0 + at);
        osc.stop(t0 + at + 1.2);
      }
    return dest.stream.getAudioTracks()[0];
  };
}

async function pageRecord({ width, height, videoBits, audioBits, codec, fps, film }) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  document.body.append(canvas);
  const draw = window.makeRenderer(canvas, film);
  draw(0);
  const stream = canvas.captureStream(fps);
  stream.addTrack(window.makeSoundtrack({ paintChanges: film.paintChanges, duration: film.duration, driveEnd: film.scenes.drive.end }));
  const recorder = new MediaRecorder(stream, { mimeType: `video/webm;codecs=${codec},opus`, videoBitsPerSecond: videoBits, audioBitsPerSecond: audioBits });
  const chunks = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  let frames = 0;
  await new Promise((resolve) => {
    recorder.onstop = resolve;
    recorder.start();
    const start = performance.now();
    const tick = () => {
      const t = (performance.now() - start) / 1000;
      draw(Math.min(t, film.duration));
      frames += 1;
      if (t < film.duration) requestAnimationFrame(tick);
      else setTimeout(() => recorder.stop(), 50);
    };
    requestAnimationFrame(tick);
  });
  const blob = new Blob(chunks, { type: 'video/webm' });
  // The browser's own reading of the recording's length: seek far past the end and it finds the last frame.
  const duration = await new Promise((resolve, reject) => {
    const video = document.createElement('video');
    video.muted = true;
    video.preload = 'metadata';
    video.onerror = () => reject(new Error('The recording does not play'));
    video.onloadedmetadata = () => {
      if (Number.isFinite(video.duration)) return resolve(video.duration);
      video.ondurationchange = () => {
        if (Number.isFinite(video.duration)) resolve(video.duration);
      };
      video.currentTime = 1e101;
    };
    video.src = URL.createObjectURL(blob);
  });
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  canvas.remove();
  return { base64: btoa(binary), duration, frames };
}

async function pagePoster({ width, height, time, quality, film }) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  window.makeRenderer(canvas, film)(time);
  return canvas.toDataURL('image/webp', quality).split(',')[1];
}
/* eslint-enable no-undef */

// ---------------------------------------------------------------- main

async function main() {
  mkdirSync(outDir, { recursive: true });
  const written = [];
  const write = (name, content) => {
    writeFileSync(join(outDir, name), content);
    written.push(name);
  };

  for (const [lang, words] of Object.entries(BRAND_FILM_WORDS)) {
    write(brandFilmFiles.captions(lang), toWebVtt(words.captions));
    write(brandFilmFiles.descriptions(lang), toWebVtt(words.descriptions));
    write(brandFilmFiles.transcript(lang), `${brandFilmTranscript(lang)}\n`);
  }

  const svgs = {
    side: BRAND_FILM_PAINTS.map((rgb) => renderVehicleSvg({ bodyStyle: 'suv', view: 'side', rgb })),
    front: renderVehicleSvg({ bodyStyle: 'suv', view: 'front', rgb: BRAND_FILM_PAINTS[0] }),
  };
  const fontBase64 = readFileSync(join(root, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2')).toString('base64');
  const film = { scenes: BRAND_FILM_SCENES, paintChanges: [...BRAND_FILM_PAINT_CHANGES], duration: BRAND_FILM_DURATION };

  const executablePath = findChromium();
  if (!executablePath) throw new Error('Chromium not found: install it with `apt-get install chromium` or set CHROMIUM_PATH.');
  const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required'] });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><html><body style="margin:0;background:#000"></body></html>');
    await page.evaluate(pageDraw);
    await page.evaluate(pageAudio);
    await page.evaluate(pageSetup, { svgs, fontBase64 });

    write(brandFilmFiles.poster, Buffer.from(await page.evaluate(pagePoster, { ...POSTER, film }), 'base64'));

    const only = process.env.FILM_ONLY?.split(',').map(Number);
    for (const rendition of RENDITIONS.filter((item) => !only || only.includes(item.height))) {
      // MediaRecorder records in real time: on a busy machine the encoder drops frames. Up to TAKES takes, keeping
      // the one with the most video frames, and stopping at the first that keeps (nearly) every one.
      let best = null;
      for (let take = 1; take <= TAKES; take += 1) {
        const fps = rendition.fps ?? FPS;
        const expected = BRAND_FILM_DURATION * fps;
        const result = await page.evaluate(pageRecord, { ...rendition, audioBits: AUDIO_BITS, fps, film });
        const webm = withDuration(Buffer.from(result.base64, 'base64'), Math.round(result.duration * 1000));
        const frames = countVideoFrames(webm);
        console.log(`${rendition.height}p take ${take}: ${frames} video frames of ${expected}, ${result.duration.toFixed(3)} s, ${(webm.length / 1024).toFixed(0)} KiB`);
        if (!best || frames > best.frames) best = { webm, frames };
        if (frames >= expected * 0.95) break;
      }
      // A rendition already on disk with more frames (an earlier, luckier run) is kept, unless FILM_FORCE=1.
      const path = join(outDir, brandFilmFiles.rendition(rendition.height));
      const existing = !process.env.FILM_FORCE && existsSync(path) ? countVideoFrames(readFileSync(path)) : 0;
      if (existing > best.frames) console.log(`${rendition.height}p: kept the file on disk (${existing} video frames)`);
      else write(brandFilmFiles.rendition(rendition.height), best.webm);
    }
  } finally {
    await browser.close();
  }

  let total = 0;
  for (const name of written) {
    const size = statSync(join(outDir, name)).size;
    total += size;
    console.log(`${name.padEnd(24)} ${String(size).padStart(8)} bytes`);
  }
  console.log(`total ${(total / 1024 / 1024).toFixed(2)} MiB in ${written.length} files`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
