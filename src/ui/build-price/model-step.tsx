/** The model step: the lineup by category, each card a link to its trim step (with script, the machine loads its data). */
import type { MouseEvent } from 'react';
import { modelOffer } from '#domain/build-price/build.ts';
import type { LineupModel } from '#domain/build-price/data.ts';
import { buildUrl } from '#domain/build-price/url.ts';
import { usePage, useVehicleImage } from '#ui/components/page-context.tsx';
import { Amount, StepSection } from './parts.tsx';
import type { BuildController } from './use-build.ts';

/**
 * Cards of the first group whose pictures load at once (a desktop row; the first, the largest paint on a phone, at
 * high priority); the others load as they near the viewport.
 */
const EAGER_CARDS = 3;

export function ModelStep({ controller, lineup, categories }: { controller: BuildController; lineup: LineupModel[]; categories: { code: string; name: string }[] }) {
  const { t, lang, wcmmodeDisabled } = usePage();
  const vehicleImage = useVehicleImage();
  const groups = categories.map((category) => ({ ...category, models: lineup.filter((model) => model.categories.some((item) => item.code === category.code)) })).filter((group) => group.models.length > 0);
  const current = controller.build.model?.code;
  const href = (model: LineupModel) => buildUrl({ lang, year: model.year, modelCode: model.code, step: 'trim', wcmmodeDisabled });
  const choose = (model: LineupModel) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    // A card opens the model at its default year in all categories, so the whole lineup is what was offered.
    controller.selectModel(model, modelOffer(lineup, categories));
  };
  return (
    <StepSection id="model" heading={t('bp.heading.model')}>
      {/* The categories share one grid of columns: a small category sits beside the next instead of leaving a row empty. */}
      <div className="bp-lineup">
        <div className="bp-lineup__grid">
          {groups.map((group, groupIndex) => (
            <section key={group.code} className="bp-models" data-count={Math.min(group.models.length, 3)} aria-labelledby={`bp-cat-${group.code}`}>
              <h3 id={`bp-cat-${group.code}`} className="bp-models__heading">
                {group.name}
              </h3>
              <ul className="bp-models__grid">
                {group.models.map((model, index) => (
                  <li key={model.code} className={['bp-card', current === model.code ? 'is-selected' : ''].join(' ')}>
                    <img
                      className="bp-card__image"
                      src={vehicleImage(model.image)}
                      alt=""
                      width={320}
                      height={160}
                      decoding="async"
                      {...(groupIndex === 0 && index < EAGER_CARDS ? { loading: 'eager', ...(index === 0 ? { fetchPriority: 'high' } : {}) } : { loading: 'lazy' })}
                    />
                    <h4 className="bp-card__title">
                      <span className="bp-card__year">{model.year}</span> {model.name}
                    </h4>
                    <p className="bp-card__price">
                      <span className="bp-card__label">{t('bp.startingAt')}</span> <Amount amount={model.startingMsrp} />
                    </p>
                    {controller.loadError === model.code ? (
                      <p className="bp-alert" role="alert">
                        {t('bp.loadError')}
                      </p>
                    ) : null}
                    <a
                      className="button button--primary bp-card__action"
                      href={href(model)}
                      onClick={choose(model)}
                      aria-busy={controller.loadingModel === model.code || undefined}
                      aria-label={t('bp.selectNamed', { name: `${model.year} ${model.name}` })}
                    >
                      {controller.loadingModel === model.code ? t('bp.loading') : t('bp.select')}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </StepSection>
  );
}
