/** The styleguide's live examples: a modal dialog, removable filter pills and a button with a busy state. */
import { useEffect, useRef, useState } from 'react';
import { Button } from '#ui/components/button.tsx';
import { TextField } from '#ui/components/form-controls.tsx';
import { Modal } from '#ui/components/modal.tsx';
import { usePage } from '#ui/components/page-context.tsx';
import { Pill, PillList, type FilterPill } from '#ui/components/pill.tsx';
import { defineIsland } from './define.ts';

export interface StyleguideDemoProps {
  /** Already translated by the page, so the island needs no extra dictionary keys for them. */
  pills: FilterPill[];
}

/** How long the busy example pretends to save. */
const BUSY_MS = 2000;

function ModalDemo() {
  const { t } = usePage();
  const [open, setOpen] = useState(false);
  return (
    <div className="demo">
      <h3 className="demo__title">{t('styleguide.demo.modalTitle')}</h3>
      <p className="demo__text">{t('styleguide.demo.modalText')}</p>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('styleguide.demo.openModal')}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('styleguide.demo.modalHeading')}
        footer={
          <>
            <Button variant="text" onClick={() => setOpen(false)}>
              {t('styleguide.demo.cancel')}
            </Button>
            <Button onClick={() => setOpen(false)}>{t('styleguide.demo.confirm')}</Button>
          </>
        }
      >
        <p>{t('styleguide.demo.modalBody')}</p>
        <TextField label={t('styleguide.form.zip')} hint={t('styleguide.form.zipHint')} inputMode="numeric" autoComplete="postal-code" maxLength={5} />
      </Modal>
    </div>
  );
}

function PillDemo({ initial }: { initial: FilterPill[] }) {
  const { t } = usePage();
  const [pills, setPills] = useState(initial);
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  const resetRef = useRef<HTMLButtonElement>(null);
  // Index of the pill just removed, so focus can move to its neighbour instead of falling to <body>.
  const removedAt = useRef<number | null>(null);

  useEffect(() => {
    const index = removedAt.current;
    if (index === null) return;
    removedAt.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('.pill__remove') ?? [];
    const next = buttons[Math.min(index, buttons.length - 1)];
    (next ?? resetRef.current)?.focus();
  }, [pills]);

  const remove = (value: string, filterType: string) => {
    const index = pills.findIndex((pill) => pill.value === value && pill.filterType === filterType);
    const pill = pills[index];
    if (!pill) return;
    removedAt.current = index;
    setPills(pills.filter((_, i) => i !== index));
    setAnnouncement(t('styleguide.demo.pillRemoved', { text: pill.text }));
  };

  const reset = () => {
    setPills(initial);
    setAnnouncement(t('styleguide.demo.pillsRestored'));
  };

  return (
    <div className="demo">
      <h3 className="demo__title">{t('styleguide.demo.pillsTitle')}</h3>
      <p className="demo__text">{t('styleguide.demo.pillsText')}</p>
      <div ref={listRef} className="demo__pills">
        {pills.length > 0 ? (
          <PillList label={t('styleguide.pills.label')}>
            {pills.map((pill) => (
              <Pill key={`${pill.filterType}:${pill.value}`} {...pill} onRemove={remove} />
            ))}
          </PillList>
        ) : (
          <p className="demo__empty">{t('styleguide.demo.pillsEmpty')}</p>
        )}
      </div>
      {/* Never disabled: it receives focus when the last pill goes, and a disabled button would drop it. */}
      <Button ref={resetRef} variant="text" onClick={reset}>
        {t('styleguide.demo.reset')}
      </Button>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}

function BusyDemo() {
  const { t } = usePage();
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => {
      setBusy(false);
      setSaved(true);
    }, BUSY_MS);
    return () => clearTimeout(timer);
  }, [busy]);

  return (
    <div className="demo">
      <h3 className="demo__title">{t('styleguide.demo.busyTitle')}</h3>
      <p className="demo__text">{t('styleguide.demo.busyText')}</p>
      <div className="demo__row">
        <Button
          busy={busy}
          onClick={() => {
            setSaved(false);
            setBusy(true);
          }}
        >
          {t('styleguide.demo.save')}
        </Button>
        <p className="demo__status" role="status">
          {saved ? t('styleguide.demo.saved') : ''}
        </p>
      </div>
    </div>
  );
}

export function StyleguideDemo({ pills }: StyleguideDemoProps) {
  return (
    <div className="demo-grid">
      <ModalDemo />
      <PillDemo initial={pills} />
      <BusyDemo />
    </div>
  );
}

export const island = defineIsland({ tag: 'x-styleguide-demo', module: 'styleguide-demo', Component: StyleguideDemo });
