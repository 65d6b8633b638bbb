/** The accessories step: most popular first, then by group, with each accessory's state and the conflict dialog. */
import { memo } from 'react';
import { buildAccessoryStates, selectedAccessories } from '#domain/build-price/build.ts';
import type { AccessoryData, ConfiguratorData } from '#domain/build-price/data.ts';
import { choicesOf, type AccessoryChange } from '#domain/build-price/replay.ts';
import { accessoryAddition } from '#domain/catalog/accessory-rules.ts';
import { ACCESSORY_GROUPS, type AccessoryState } from '#domain/catalog/codes.ts';
import { accessoryArt } from '#domain/imagery/accessory-art.ts';
import { imageAddress } from '#domain/imagery/image-paths.ts';
import { Modal } from '#ui/components/modal.tsx';
import { usePage } from '#ui/components/page-context.tsx';
import { Amount, ChoiceForm, PriceMarker, StepSection } from './parts.tsx';
import { useFeedbackFirst, type BuildController } from './use-build.ts';


/** One accessory; memoised, so a change re-renders only the cards whose state changed. */
const AccessoryCard = memo(function AccessoryCard({ item, state }: { item: AccessoryData; state: AccessoryState }) {
  const { t } = usePage();
  return (
    // The id is where the site search links an accessory (`…/accessories#acc-HITCH`).
    <li id={`acc-${item.code}`} className={['bp-accessory', `is-${state.toLowerCase()}`].join(' ')} data-code={item.code}>
      {/* The illustration repeats the name beside it, so it is decoration to a screen reader. */}
      <img className="bp-accessory__art" src={imageAddress({ kind: 'accessory', art: accessoryArt(item.code) })} alt="" width={400} height={300} loading="lazy" decoding="async" />
      <div className="bp-accessory__head">
        <h4 className="bp-accessory__name">{item.name}</h4>
        <span className="bp-accessory__price">
          <Amount amount={item.finalPrice} />
          <PriceMarker marker={item.flag} />
        </span>
      </div>
      {item.subtitle ? <p className="bp-accessory__subtitle">{item.subtitle}</p> : null}
      <p className="bp-accessory__part">{t('bp.accessories.part', { number: item.partNumber })}</p>
      <div className="bp-accessory__foot">
        <span className={`bp-state bp-state--${state.toLowerCase()}`}>{t(`bp.accessories.state.${state}`)}</span>
        {state === 'Available' || state === 'Selected' ? (
          <button
            type="submit"
            name="toggle"
            value={item.code}
            className={['button', 'button--small', state === 'Selected' ? 'button--secondary' : 'button--primary'].join(' ')}
            aria-pressed={state === 'Selected'}
          >
            {state === 'Selected' ? t('bp.accessories.remove') : t('bp.accessories.add')}
            <span className="visually-hidden"> {item.name}</span>
          </button>
        ) : null}
      </div>
    </li>
  );
});

function ConflictDialog({ controller, data }: { controller: BuildController; data: ConfiguratorData }) {
  const { t } = usePage();
  const conflict = controller.snapshot.context.conflict;
  const name = (code: string) => data.accessories.find((item) => item.code === code);
  const list = (codes: string[]) => (
    <ul className="bp-conflict__list">
      {codes.map((code) => {
        const item = name(code);
        return (
          <li key={code}>
            <span>{item?.name ?? code}</span> {item ? <Amount amount={item.finalPrice} /> : null}
          </li>
        );
      })}
    </ul>
  );
  return (
    <Modal
      open={conflict !== null}
      onClose={() => controller.send({ type: 'CANCEL' })}
      title={t('bp.conflict.title')}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={() => controller.send({ type: 'CANCEL' })}>
            {t('bp.cancel')}
          </button>
          <button type="button" className="button button--primary" onClick={() => controller.send({ type: 'PROCEED' })}>
            {t('bp.conflict.proceed')}
          </button>
        </>
      }
    >
      {conflict ? (
        <div className="bp-conflict">
          <p>{t('bp.conflict.intro', { name: name(conflict.code)?.name ?? conflict.code })}</p>
          {conflict.add.length > 0 ? (
            <>
              <h3 className="bp-conflict__heading">{t('bp.conflict.add')}</h3>
              {list(conflict.add)}
            </>
          ) : null}
          {conflict.remove.length > 0 ? (
            <>
              <h3 className="bp-conflict__heading">{t('bp.conflict.remove')}</h3>
              {list(conflict.remove)}
            </>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}

/**
 * What a choice changed on its own (a page made from a link, without script, where no conflict dialog could ask
 * first): the accessories a conflict took off and the ones a requirement brought along.
 */
export function AccessoryChanges({ changes, data }: { changes: readonly AccessoryChange[]; data: ConfiguratorData }) {
  const { t } = usePage();
  const find = (code: string) => data.accessories.find((item) => item.code === code);
  const line = (code: string, key: 'bp.changes.removed' | 'bp.changes.added') => {
    const item = find(code);
    return (
      <li key={`${key}-${code}`} className={key === 'bp.changes.removed' ? 'bp-changes__removed' : 'bp-changes__added'}>
        <span>{t(key, { name: item?.name ?? code })}</span> {item ? <Amount amount={item.finalPrice} /> : null}
      </li>
    );
  };
  return (
    <div className="bp-changes" role="status">
      {changes.map((change) => (
        <div key={change.code} className="bp-changes__item">
          <p className="bp-changes__intro">{t('bp.changes.intro', { name: find(change.code)?.name ?? change.code })}</p>
          <ul className="bp-changes__list">
            {change.removed.map((code) => line(code, 'bp.changes.removed'))}
            {change.added.map((code) => line(code, 'bp.changes.added'))}
          </ul>
        </div>
      ))}
    </div>
  );
}

export function AccessoriesStep({ controller, data }: { controller: BuildController; data: ConfiguratorData }) {
  const { t } = usePage();
  // The pressed card turns Selected (or back) in the click's frame; the price, the picture and whatever else the
  // change brings or takes follow. An addition that asks first (the conflict dialog) opens the dialog at once instead.
  const [preview, choose] = useFeedbackFirst<{ code: string; state: AccessoryState }>(controller);
  const build = controller.build;
  const states = buildAccessoryStates(build, data);
  const popular = data.accessories.filter((item) => item.mostPopular);
  const groups = ACCESSORY_GROUPS.map((code) => ({ code, items: data.accessories.filter((item) => item.groupCode === code && !item.mostPopular) })).filter((group) => group.items.length > 0);
  const stateOf = (code: string) => (preview?.code === code ? preview.state : (states[code] ?? 'Available'));
  const card = (item: AccessoryData) => <AccessoryCard key={item.code} item={item} state={stateOf(item.code)} />;
  const onChoose = (name: string, code: string) => {
    if (name !== 'toggle') return;
    const change = selectedAccessories(build).includes(code) ? null : accessoryAddition(data, states, code);
    if (change === null) choose({ code, state: 'Available' }, { type: 'REMOVE_ACCESSORY', code });
    else if (change.add.length > 0 || change.remove.length > 0) controller.send({ type: 'ADD_ACCESSORY', code });
    else choose({ code, state: 'Selected' }, { type: 'ADD_ACCESSORY', code });
  };
  // One form for every card: the build's choices once as hidden fields, and each card's button says which to toggle.
  return (
    <StepSection id="accessories" heading={t('bp.heading.accessories')}>
      {controller.changes.length > 0 ? <AccessoryChanges changes={controller.changes} data={data} /> : null}
      <ChoiceForm action={controller.stepHref('accessories')} choices={choicesOf(build)} omit={[]} onChoose={onChoose}>
        {popular.length > 0 ? (
          <section className="bp-accessories" aria-labelledby="bp-acc-popular">
            <h3 id="bp-acc-popular" className="bp-accessories__heading">
              {t('bp.accessories.mostPopular')}
            </h3>
            <ul className="bp-accessories__list">{popular.map(card)}</ul>
          </section>
        ) : null}
        {groups.map((group) => (
          <section key={group.code} className="bp-accessories" aria-labelledby={`bp-acc-${group.code}`}>
            <h3 id={`bp-acc-${group.code}`} className="bp-accessories__heading">
              {t(`bp.accessories.group.${group.code}`)}
            </h3>
            <ul className="bp-accessories__list">{group.items.map(card)}</ul>
          </section>
        ))}
      </ChoiceForm>
      <ConflictDialog controller={controller} data={data} />
    </StepSection>
  );
}
