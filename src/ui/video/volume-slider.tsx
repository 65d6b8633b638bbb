/**
 * The volume slider, after the WAI-ARIA Authoring Practices "Slider" pattern: one focusable role="slider" with
 * its value 0–100; arrows move it by 5, Page Up/Down by 20, Home and End to 0 and 100; a pointer drags it.
 */
import { useLayoutEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { volumeAtPointer, volumeForKey } from '#domain/video/keys.ts';
import { VOLUME_MAX, VOLUME_MIN } from '#domain/video/constants.ts';
import { usePage } from '#ui/components/page-context.tsx';

export function VolumeSlider({ value, muted, onChange }: { value: number; muted: boolean; onChange: (volume: number) => void }) {
  const { t } = usePage();
  const ref = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);

  // The fill and thumb follow a custom property set through the CSSOM (the CSP allows no style attributes).
  useLayoutEffect(() => {
    ref.current?.style.setProperty('--value', String(muted ? 0 : value));
  }, [value, muted]);

  const fromPointer = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    onChange(volumeAtPointer(event.clientX, box.left, box.width));
  };

  return (
    <div
      ref={ref}
      className="vslider"
      role="slider"
      tabIndex={0}
      aria-label={t('video.volume')}
      aria-valuemin={VOLUME_MIN}
      aria-valuemax={VOLUME_MAX}
      aria-valuenow={value}
      aria-valuetext={muted ? t('video.volumeMuted', { value }) : t('video.volumeValue', { value })}
      aria-orientation="horizontal"
      onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
        const next = volumeForKey(value, event.key);
        if (next === null) return;
        event.preventDefault();
        onChange(next);
      }}
      onPointerDown={(event) => {
        dragging.current = true;
        event.currentTarget.setPointerCapture(event.pointerId);
        fromPointer(event);
      }}
      onPointerMove={(event) => {
        if (dragging.current) fromPointer(event);
      }}
      onPointerUp={() => {
        dragging.current = false;
      }}
      onPointerCancel={() => {
        dragging.current = false;
      }}
    >
      <span className="vslider__track" aria-hidden="true">
        <span className="vslider__fill" />
      </span>
      <span className="vslider__thumb" aria-hidden="true" />
    </div>
  );
}
