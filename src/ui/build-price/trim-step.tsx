/** The trim step: a card per trim, and the transmission choice of a trim that has more than one. */
import { findTrim } from '#domain/build-price/build.ts';
import type { ConfiguratorData, TrimData } from '#domain/build-price/data.ts';
import type { BuildContext } from '#domain/build-price/machine.ts';
import { Modal } from '#ui/components/modal.tsx';
import { useHref, usePage } from '#ui/components/page-context.tsx';
import { Amount, ChoiceForm, StepSection } from './parts.tsx';
import { useHydrated, type BuildController } from './use-build.ts';

function TransmissionDialog({ controller, data }: { controller: BuildController; data: ConfiguratorData }) {
  const { t } = usePage();
  const pending = controller.snapshot.context.pending;
  const open = controller.snapshot.matches({ trim: 'transmission' });
  const trim = findTrim(data, pending?.trimCode);
  return (
    <Modal
      open={open && trim !== undefined}
      onClose={() => controller.send({ type: 'CANCEL' })}
      title={t('bp.transmission.title')}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={() => controller.send({ type: 'CANCEL' })}>
            {t('bp.cancel')}
          </button>
          <button type="button" className="button button--primary" onClick={() => controller.send({ type: 'SELECT' })}>
            {t('bp.transmission.confirm')}
          </button>
        </>
      }
    >
      {trim ? (
        <fieldset className="bp-options">
          <legend className="bp-options__legend">{t('bp.transmission.legend', { trim: trim.name })}</legend>
          {trim.transmissions.map((transmission) => (
            <label key={transmission.code} className="bp-option">
              <input
                type="radio"
                name="transmission"
                value={transmission.code}
                checked={pending?.transmissionCode === transmission.code}
                onChange={() => controller.send({ type: 'CHANGE_TRANSMISSION', transmissionCode: transmission.code })}
              />
              <span className="bp-option__body">
                <span className="bp-option__name">{transmission.name}</span>
                <span className="bp-option__detail">{transmission.description}</span>
              </span>
              <span className="bp-option__price">{transmission.msrp > 0 ? <Amount amount={transmission.msrp} signed /> : t('bp.noCost')}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
    </Modal>
  );
}

/**
 * Without script a trim of several transmissions offers them on its card, as radio buttons of the trim's own form
 * (with script the transmission dialog asks instead; the stylesheet hides these from the first paint).
 */
function TransmissionChoice({ trim, checked }: { trim: TrimData; checked: string | undefined }) {
  const { t } = usePage();
  return (
    <fieldset className="bp-options bp-gearbox">
      <legend className="bp-options__legend bp-gearbox__legend">{t('bp.transmission.legend', { trim: trim.name })}</legend>
      {trim.transmissions.map((transmission) => (
        <label key={transmission.code} className="bp-option">
          <input type="radio" name="tr" value={transmission.code} defaultChecked={transmission.code === checked} />
          <span className="bp-option__body">
            <span className="bp-option__name">{transmission.name}</span>
            <span className="bp-option__detail">{transmission.msrp > 0 ? <Amount amount={transmission.msrp} signed /> : t('bp.noCost')}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

export function TrimStep({ controller, data }: { controller: BuildController; data: ConfiguratorData }) {
  const { t } = usePage();
  const href = useHref();
  const hydrated = useHydrated();
  const build = controller.build;
  const problem: BuildContext['problem'] = controller.snapshot.context.problem;
  const onChoose = (name: string, value: string) => {
    const trim = findTrim(data, value);
    if (name !== 'trim' || !trim) return;
    controller.send(trim.transmissions.length > 1 ? { type: 'SELECT_TRIM_WITH_MULTIPLE_TRANSMISSIONS', trimCode: trim.code } : { type: 'SELECT_TRIM_WITH_SINGLE_TRANSMISSION', trimCode: trim.code });
  };
  const year = data.year;
  return (
    <StepSection
      id="trim"
      heading={t('bp.heading.trim', { year, model: data.model.name })}
      intro={
        <a className="link" href={href(`/compare/trims.html?model=${data.model.code}`)}>
          {t('bp.trim.compare')}
        </a>
      }
    >
      {problem === 'transmission' ? (
        <p className="bp-alert" role="alert">
          {t('bp.problem.transmission')}
        </p>
      ) : null}
      <ul className="bp-trims">
        {data.trims.map((trim) => {
          const selected = build.trim?.code === trim.code;
          const transmission = trim.transmissions.find((item) => item.code === trim.defaultTransmission) ?? trim.transmissions[0];
          const multiple = trim.transmissions.length > 1;
          // Without script a trim's form lands on colours with the transmission its card says (the default if it has one).
          const action = controller.stepHref('colors', undefined, { ...build, trim: { code: trim.code, name: trim.name, price: trim.msrp, transmission: null, transmissionsSelection: [], modalTransmission: false } });
          return (
            <li key={trim.code} className={['bp-trim', selected ? 'is-selected' : ''].join(' ')}>
              <h3 className="bp-trim__name">{trim.name}</h3>
              <p className="bp-trim__price">
                <span className="bp-card__label">{t('bp.startingAt')}</span> <Amount amount={trim.msrp} />
              </p>
              <dl className="bp-trim__specs">
                <div>
                  <dt>{t('bp.trim.engine')}</dt>
                  <dd>{trim.specs.engine}</dd>
                </div>
                <div>
                  <dt>{trim.specs.rangeMiles ? t('bp.trim.range') : t('bp.trim.mpg')}</dt>
                  <dd>{trim.specs.rangeMiles ? t('bp.trim.rangeValue', { miles: trim.specs.rangeMiles }) : t('bp.trim.mpgValue', { city: trim.specs.mpgCity ?? '–', highway: trim.specs.mpgHighway ?? '–' })}</dd>
                </div>
                <div>
                  <dt>{t('bp.trim.power')}</dt>
                  <dd>{t('bp.trim.powerValue', { hp: trim.specs.horsepower })}</dd>
                </div>
                <div>
                  <dt>{t('bp.trim.drivetrain')}</dt>
                  <dd>{trim.specs.drivetrain}</dd>
                </div>
              </dl>
              <ul className="bp-trim__highlights">
                {trim.highlights.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <p className="bp-trim__transmission">
                {multiple ? t('bp.trim.transmissions', { count: trim.transmissions.length }) : transmission?.name}
              </p>
              {/* A trim of several transmissions: its form sends the one chosen on the card (no script) instead of the default. */}
              <ChoiceForm action={action} choices={{ trimCode: trim.code, transmissionCode: multiple ? null : (transmission?.code ?? null) }} omit={[]} onChoose={onChoose}>
                {multiple && !hydrated ? <TransmissionChoice trim={trim} checked={(selected ? build.trim?.transmission?.code : undefined) ?? transmission?.code} /> : null}
                <button type="submit" name="trim" value={trim.code} className={['button', selected ? 'button--secondary' : 'button--primary'].join(' ')} aria-pressed={selected}>
                  <span>{selected ? t('bp.selected') : t('bp.select')}</span>
                  <span className="visually-hidden"> {trim.name}</span>
                </button>
              </ChoiceForm>
            </li>
          );
        })}
      </ul>
      <TransmissionDialog controller={controller} data={data} />
    </StepSection>
  );
}
