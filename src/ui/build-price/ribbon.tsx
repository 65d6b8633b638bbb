/**
 * The ribbon of Build & Price: a link per step the machine can open now, the current one marked. It is titled
 * Build & Price for assistive technology only: the page's h1 says it on screen, once.
 */
import { useEffect, useRef } from 'react';
import { choicesOf } from '#domain/build-price/replay.ts';
import { ribbonLinks } from '#domain/build-price/ribbon.ts';
import { usePage } from '#ui/components/page-context.tsx';
import { useStepLink } from './parts.tsx';
import type { BuildController } from './use-build.ts';

export function Ribbon({ controller }: { controller: BuildController }) {
  const { t } = usePage();
  const follow = useStepLink(controller);
  const choices = choicesOf(controller.build);
  const listRef = useRef<HTMLOListElement>(null);
  // On a phone the ribbon scrolls sideways: keep the current step in view.
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('.is-current');
    if (list && current && list.scrollWidth > list.clientWidth) list.scrollLeft = current.offsetLeft - list.offsetLeft - 16;
  }, [controller.step]);
  return (
    <nav className="bp-ribbon" aria-label={t('bp.title')}>
      <ol className="bp-ribbon__list" ref={listRef}>
        {ribbonLinks(controller.snapshot.context, controller.step).map((link, index) => (
          <li key={link.step} className={['bp-ribbon__item', link.current ? 'is-current' : '', link.disabled ? 'is-disabled' : ''].join(' ')}>
            {link.active ? (
              <a href={controller.stepHref(link.step, choices)} aria-current={link.current ? 'step' : undefined} onClick={follow(link.step)} data-step={link.step}>
                <span className="bp-ribbon__number" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="bp-ribbon__label">{t(`bp.step.${link.step}`)}</span>
              </a>
            ) : (
              <span aria-disabled="true" data-step={link.step}>
                <span className="bp-ribbon__number" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="bp-ribbon__label">{t(`bp.step.${link.step}`)}</span>
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
