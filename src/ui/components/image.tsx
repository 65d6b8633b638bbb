/**
 * The responsive image of the spec (src with size variants, alt per size, fmt, opt, lazy, isBg, srcDft): a sized
 * `<img>` or `<picture>` that never shifts the layout; when it fails, the site's image fallback shows the not-found
 * picture or `srcDft`.
 */
import { useSyncExternalStore } from 'react';
import { FALLBACK_ATTRIBUTE } from '#domain/imagery/image-fallback.ts';
import {
  buildSrcset,
  RENDITION_SIZES,
  renditionMedia,
  renditionSizeFor,
  roundImageWidth,
  WIDTH_PLACEHOLDER,
  widthTemplate,
  type RenditionSize,
} from '#domain/imagery/image-widths.ts';

export type ImageFormat = 'svg' | 'png' | 'jpeg' | 'webp' | 'avif';

/** One value for every size, or a default with overrides per rendition size (`sm` ≤ 400 px … `xl` > 1200 px). */
export type PerSize<T> = { default: T } & Partial<Record<RenditionSize, T>>;

export interface ImageProps {
  /** The address, or one per rendition size. `/images/…` addresses and `{width}` templates are resized. */
  src: string | PerSize<string>;
  /** Alternative text, or one per rendition size; `''` for an image that only decorates. */
  alt: string | PerSize<string>;
  /** Intrinsic size in CSS pixels: the browser reserves this aspect ratio before a byte arrives. */
  width: number;
  height: number;
  /** The format asked of the image server (`fmt=`), also announced as each `<source>`'s type. */
  fmt?: ImageFormat;
  /** Optimise for the screen with a `srcset` over the width presets (default); false sends the address as given. */
  opt?: boolean;
  /** Loads when the image nears the viewport (default); false loads at once with high priority, for the first picture. */
  lazy?: boolean;
  /** A decorative background laid over its positioned container (`image-host`): no alt text, hidden from assistive technology. */
  isBg?: boolean;
  /** The picture shown when this one cannot be loaded; the site's not-found picture when not given. */
  srcDft?: string;
  /** How wide the image is drawn, for choosing from the srcset; the full viewport width by default. */
  sizes?: string;
  className?: string;
}

const MIME: Record<ImageFormat, string> = { svg: 'image/svg+xml', png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp', avif: 'image/avif' };

function isPerSize<T>(value: T | PerSize<T>): value is PerSize<T> {
  return typeof value === 'object' && value !== null && 'default' in value;
}

/** Addresses the image routes (or a `{width}` template) can answer at any width. */
function isResizable(address: string): boolean {
  return address.includes(WIDTH_PLACEHOLDER) || address.startsWith('/images/');
}

function withFormat(address: string, fmt: ImageFormat | undefined): string {
  if (!fmt || !isResizable(address)) return address;
  return `${address}${address.includes('?') ? '&' : '?'}fmt=${fmt}`;
}

/** The `src` and `srcset` for one address: a srcset over the presets when it can be resized and `opt` allows. */
function candidates(address: string, width: number, fmt: ImageFormat | undefined, opt: boolean): { src: string; srcSet?: string } {
  const formatted = withFormat(address, fmt);
  const template = isResizable(formatted) ? widthTemplate(formatted) : null;
  const src = template ? template.replaceAll(WIDTH_PLACEHOLDER, String(roundImageWidth(width))) : formatted;
  if (!template || !opt) return { src: formatted.includes(WIDTH_PLACEHOLDER) ? src : formatted };
  return { src, srcSet: buildSrcset(template) };
}

const noop = () => () => {};
const NO_SIZE = () => null;

/** The rendition size of the viewport in the browser; null on the server and while hydrating, so markup matches. */
function subscribeToViewport(onChange: () => void): () => void {
  const lists = RENDITION_SIZES.flatMap((size) => {
    const media = renditionMedia(size);
    return media ? [window.matchMedia(media)] : [];
  });
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

function useRenditionSize(active: boolean): RenditionSize | null {
  return useSyncExternalStore(
    active && typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? subscribeToViewport : noop,
    active ? () => renditionSizeFor(window.innerWidth) : NO_SIZE,
    NO_SIZE,
  );
}

export function Image({ src, alt, width, height, fmt, opt = true, lazy = true, isBg = false, srcDft, sizes = '100vw', className }: ImageProps) {
  const perSizeAlt = isPerSize(alt);
  const size = useRenditionSize(perSizeAlt && !isBg);

  const altText = isBg ? '' : perSizeAlt ? ((size ? alt[size] : undefined) ?? alt.default) : alt;
  const classes = ['image', isBg ? 'image--bg' : null, className].filter(Boolean).join(' ');
  const loading = lazy ? ({ loading: 'lazy', decoding: 'async' } as const) : ({ loading: 'eager', fetchPriority: 'high' } as const);
  const common = {
    width,
    height,
    alt: altText,
    className: classes,
    ...loading,
    ...(isBg ? { 'aria-hidden': true as const } : {}),
    // A failed picture is replaced by the site's one image fallback (src/domain/imagery/image-fallback.ts), with this one when given.
    ...(srcDft ? { [FALLBACK_ATTRIBUTE]: srcDft } : {}),
  };

  const base = isPerSize(src) ? (src.xl ?? src.default) : src;
  const main = candidates(base, width, fmt, opt);
  const img = <img {...common} src={main.src} srcSet={main.srcSet} sizes={main.srcSet ? sizes : undefined} />;
  if (!isPerSize(src)) return img;

  // Each size's source serves viewports up to its breakpoint; the <img> is the xl (or default) picture.
  const sources = RENDITION_SIZES.flatMap((key) => {
    const address = src[key];
    const media = renditionMedia(key);
    if (!address || !media) return [];
    const { src: single, srcSet } = candidates(address, width, fmt, opt);
    return [<source key={key} media={media} srcSet={srcSet ?? single} sizes={srcSet ? sizes : undefined} type={fmt ? MIME[fmt] : undefined} />];
  });
  return (
    <picture className="image-picture">
      {sources}
      {img}
    </picture>
  );
}
