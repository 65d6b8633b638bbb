/**
 * "Your vehicle: …" / "Your build: …" above the lead form's fields (or, for a VIN or token that names nothing, why it
 * cannot be sent), with a way to remove it: a button once the island runs, a link to the page without the vehicle
 * before.
 */
import { useId, useSyncExternalStore } from 'react';
import type { LeadVehicleView } from '#domain/forms/lead-vehicle.ts';
import { useHref, usePage } from '#ui/components/page-context.tsx';

const noSubscription = () => () => undefined;

export function AttachedVehicle({ view, error, onRemove }: { view: LeadVehicleView; error: string | undefined; onRemove: () => void }) {
  const { t } = usePage();
  // False on the server and while hydrating, true once the island runs.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const href = useHref();
  const id = useId();
  const line = view.kind === 'inventory' ? t('form.attached.inventory', view.params) : view.kind === 'build' ? t('form.attached.build', view.params) : null;
  const missing = view.field === 'vin' ? 'form.attached.error.vin' : 'form.attached.error.build';
  const remove = view.kind === 'build' ? t('form.attached.removeBuild') : t('form.attached.remove');
  return (
    <div className="notice lead-form__attached" role="group" aria-labelledby={`${id}-line`}>
      <p id={`${id}-line`} className="lead-form__attached-line">
        {line ?? t(missing)}
      </p>
      {error && line ? (
        <p className="lead-form__error" role="alert">
          {error}
        </p>
      ) : null}
      <p className="notice__actions">
        {hydrated ? (
          <button type="button" className="button button--secondary button--small" onClick={onRemove}>
            {remove}
          </button>
        ) : (
          <a className="button button--secondary button--small" href={href(view.removeHref)}>
            {remove}
          </a>
        )}
      </p>
    </div>
  );
}
