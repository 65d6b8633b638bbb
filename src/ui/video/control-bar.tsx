/**
 * The player's own controls: play/pause, seek bar and time, mute and volume, speed, captions, audio description,
 * transcript and full screen. Every control is a native button, input or select, or the ARIA volume slider.
 */
import { useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { formatNumber } from '#domain/i18n/format.ts';
import { PLAYBACK_SPEEDS } from '#domain/video/constants.ts';
import { formatTime, seekStep } from '#domain/video/keys.ts';
import type { VideoState } from '#domain/video/machine.ts';
import { usePage } from '#ui/components/page-context.tsx';
import { AudioDescriptionIcon, CaptionsIcon, FullscreenIcon, PauseIcon, PlayIcon, TranscriptIcon, VolumeIcon } from './icons.tsx';
import { VolumeSlider } from './volume-slider.tsx';

function ControlButton({ label, pressed, expanded, controls, onClick, children }: { label: string; pressed?: boolean; expanded?: boolean; controls?: string; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className="vplayer__button" aria-pressed={pressed} aria-expanded={expanded} aria-controls={controls} onClick={onClick}>
      {children}
      <span className="visually-hidden">{label}</span>
    </button>
  );
}

function SeekBar({ current, duration, onSeek }: { current: number; duration: number; onSeek: (seconds: number) => void }) {
  const { t } = usePage();
  const ref = useRef<HTMLInputElement>(null);
  const known = Number.isFinite(duration) && duration > 0;
  useLayoutEffect(() => {
    ref.current?.style.setProperty('--progress', `${known ? (Math.min(current, duration) / duration) * 100 : 0}%`);
  }, [current, duration, known]);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = seekStep(duration);
    const delta = event.key === 'ArrowRight' || event.key === 'ArrowUp' ? step : event.key === 'ArrowLeft' || event.key === 'ArrowDown' ? -step : 0;
    if (!delta || !known) return;
    event.preventDefault();
    onSeek(Math.min(duration, Math.max(0, current + delta)));
  };
  return (
    <input
      ref={ref}
      className="vplayer__seek"
      type="range"
      min={0}
      max={known ? duration : 0}
      step={0.01}
      value={known ? Math.min(current, duration) : 0}
      disabled={!known}
      aria-label={t('video.seek')}
      aria-valuetext={t('video.seekValue', { current: formatTime(current), duration: formatTime(Math.round(duration)) })}
      onChange={(event) => onSeek(Number(event.target.value))}
      onKeyDown={onKeyDown}
    />
  );
}

export interface ControlBarProps {
  state: VideoState;
  current: number;
  duration: number;
  hasCaptions: boolean;
  hasAudioDescription: boolean;
  transcriptId: string | null;
  fullscreen: boolean;
  onTogglePlay: () => void;
  onSeek: (seconds: number) => void;
  onToggleMute: () => void;
  onVolume: (volume: number) => void;
  onRate: (rate: number) => void;
  onToggleCaptions: () => void;
  onToggleAudioDescription: () => void;
  onToggleTranscript: () => void;
  onToggleFullscreen: () => void;
}

export function ControlBar(props: ControlBarProps) {
  const { t, lang } = usePage();
  const { state } = props;
  const playing = state.status === 'playing' || state.loading;
  return (
    <div className="vplayer__controls" role="group" aria-label={t('video.controls')}>
      <SeekBar current={props.current} duration={props.duration} onSeek={props.onSeek} />
      <div className="vplayer__row">
        <ControlButton label={playing ? t('video.pause') : t('video.play')} onClick={props.onTogglePlay}>
          {playing ? <PauseIcon /> : <PlayIcon />}
        </ControlButton>
        <div className="vplayer__volume">
          <ControlButton label={state.muted ? t('video.unmute') : t('video.mute')} onClick={props.onToggleMute}>
            <VolumeIcon muted={state.muted} level={state.volume} />
          </ControlButton>
          <VolumeSlider value={state.volume} muted={state.muted} onChange={props.onVolume} />
        </div>
        <p className="vplayer__time">
          <span className="visually-hidden">{t('video.elapsed')} </span>
          {formatTime(props.current)}
          <span aria-hidden="true"> / </span>
          <span className="visually-hidden"> {t('video.of')} </span>
          {formatTime(Math.round(props.duration))}
        </p>
        <span className="vplayer__spacer" />
        <label className="vplayer__speed">
          <span className="visually-hidden">{t('video.speed')}</span>
          <select className="vplayer__speed-select" value={String(state.rate)} onChange={(event) => props.onRate(Number(event.target.value))}>
            {PLAYBACK_SPEEDS.map((speed) => (
              <option key={speed} value={String(speed)}>
                {t('video.speedOption', { speed: formatNumber(speed, lang) })}
              </option>
            ))}
          </select>
        </label>
        {props.hasCaptions ? (
          <ControlButton label={t('video.captions')} pressed={state.captions} onClick={props.onToggleCaptions}>
            <CaptionsIcon />
          </ControlButton>
        ) : null}
        {props.hasAudioDescription ? (
          <ControlButton label={t('video.audioDescription')} pressed={state.audioDescription} onClick={props.onToggleAudioDescription}>
            <AudioDescriptionIcon />
          </ControlButton>
        ) : null}
        {props.transcriptId ? (
          <ControlButton label={t('video.transcript')} expanded={state.transcriptOpen} controls={props.transcriptId} onClick={props.onToggleTranscript}>
            <TranscriptIcon />
          </ControlButton>
        ) : null}
        <ControlButton label={props.fullscreen ? t('video.exitFullscreen') : t('video.fullscreen')} onClick={props.onToggleFullscreen}>
          <FullscreenIcon active={props.fullscreen} />
        </ControlButton>
      </div>
    </div>
  );
}
