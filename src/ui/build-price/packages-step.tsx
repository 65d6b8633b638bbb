/** The packages step: the trim's option packages, one at a time (a required one cannot be removed). */
import { findTrim } from '#domain/build-price/build.ts';
import type { ConfiguratorData } from '#domain/build-price/data.ts';
import { choicesOf } from '#domain/build-price/replay.ts';
import { usePage } from '#ui/components/page-context.tsx';
import { Amount, ChoiceForm, StepSection } from './parts.tsx';
import type { BuildController } from './use-build.ts';

export function PackagesStep({ controller, data }: { controller: BuildController; data: ConfiguratorData }) {
  const { t } = usePage();
  const build = controller.build;
  const trim = findTrim(data, build.trim?.code);
  if (!trim) return null;
  const choices = choicesOf(build);
  const onChoose = (name: string, value: string) => {
    if (name !== 'pkg') return;
    controller.send(value === 'none' ? { type: 'REMOVE_PACKAGE' } : { type: 'ADD_PACKAGE', code: value });
  };
  return (
    <StepSection id="packages" heading={t('bp.heading.packages')}>
      {trim.packages.length === 0 ? <p className="bp-empty">{t('bp.packages.none')}</p> : null}
      <ul className="bp-packages">
        {trim.packages.map((pkg) => {
          const selected = build.packages.selected?.code === pkg.code;
          return (
            // The id is where the site search links a package (`…/packages#pkg-TECH`).
            <li key={pkg.code} id={`pkg-${pkg.code}`} className={['bp-package', selected ? 'is-selected' : ''].join(' ')}>
              <div className="bp-package__head">
                <h3 className="bp-package__name">{pkg.name}</h3>
                <Amount amount={pkg.msrp} />
              </div>
              {pkg.required ? <p className="bp-badge">{t('bp.packages.required')}</p> : pkg.default ? <p className="bp-badge bp-badge--soft">{t('bp.packages.recommended')}</p> : null}
              <p className="bp-package__includes">{t('bp.packages.includes')}</p>
              <ul className="bp-package__features">
                {pkg.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              <ChoiceForm action={controller.stepHref('packages')} choices={choices} omit={['pkg']} onChoose={onChoose}>
                {selected ? (
                  <button type="submit" name="pkg" value="none" className="button button--secondary" aria-pressed="true" disabled={pkg.required}>
                    {pkg.required ? t('bp.packages.required') : t('bp.packages.remove')}
                    <span className="visually-hidden"> {pkg.name}</span>
                  </button>
                ) : (
                  <button type="submit" name="pkg" value={pkg.code} className="button button--primary" aria-pressed="false">
                    {t('bp.packages.add')}
                    <span className="visually-hidden"> {pkg.name}</span>
                  </button>
                )}
              </ChoiceForm>
            </li>
          );
        })}
      </ul>
    </StepSection>
  );
}
