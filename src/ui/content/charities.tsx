/**
 * Share the Love's charities on the share-the-love page: the national charities as cards, then the hometown
 * charities of the retailers nearest a ZIP code — a GET form (`?zip=`) the server answers, so it works without script.
 */
import type { Charity, HometownCharity } from '#domain/charities/charities.ts';
import { formatNumber } from '#domain/i18n/format.ts';
import { Button } from '#ui/components/button.tsx';
import { TextField } from '#ui/components/form-controls.tsx';
import { useHref, usePage } from '#ui/components/page-context.tsx';

export interface CharitiesViewProps {
  /** The page's own address (with its language), without query. */
  action: string;
  national: Charity[];
  /** `?zip=` as typed (trimmed), '' before a search. */
  zip: string;
  /** The hometown charities near it, or why there are none. */
  hometown: HometownCharity[] | { error: 'invalid' | 'unknown' } | null;
  /** The nomination form's path (without language): each card links to it with its charity chosen. */
  nominate?: string | undefined;
}

/** "Nominate this charity", naming it for screen readers (every card has one), to the form with the charity chosen. */
function NominateLink({ nominate, charity, zip }: { nominate: string | undefined; charity: Charity; zip?: string }) {
  const { t } = usePage();
  const href = useHref();
  if (!nominate) return null;
  const query = new URLSearchParams({ charity: charity.id, ...(zip ? { zip } : {}) });
  return (
    <p className="charities__nominate">
      <a href={href(`${nominate}?${query.toString()}`)}>
        {t('charities.nominate')}
        <span className="visually-hidden">: {charity.name}</span>
      </a>
    </p>
  );
}

export function CharitiesView({ action, national, zip, hometown, nominate }: CharitiesViewProps) {
  const { t, lang } = usePage();
  const error = hometown && !Array.isArray(hometown) ? (hometown.error === 'invalid' ? t('charities.zipInvalid') : t('charities.zipUnknown', { zip })) : undefined;
  return (
    <div className="charities">
      <ul className="charities__list" aria-label={t('charities.nationalLabel')}>
        {national.map((charity) => (
          <li key={charity.id} className="charities__card">
            <h3 className="charities__name">{charity.name}</h3>
            <p className="charities__cause">{t(`charities.cause.${charity.cause}`)}</p>
            <p>{charity.description}</p>
            {charity.website ? (
              <a href={charity.website} rel="noopener" target="_blank">
                {t('charities.website', { name: charity.name })}
                <span className="visually-hidden"> {t('finder.newWindow')}</span>
              </a>
            ) : null}
            <NominateLink nominate={nominate} charity={charity} />
          </li>
        ))}
      </ul>
      <section className="charities__hometown" id="hometown-charities" aria-labelledby="hometown-charities-title">
        <h3 id="hometown-charities-title">{t('charities.hometownTitle')}</h3>
        <p>{t('charities.hometownIntro')}</p>
        <form className="charities__form" method="get" action={`${action}#hometown-charities`} noValidate>
          <TextField id="charities-zip" name="zip" label={t('charities.zipLabel')} inputMode="numeric" autoComplete="postal-code" maxLength={10} defaultValue={zip} error={error} />
          <Button type="submit">{t('charities.zipSubmit')}</Button>
        </form>
        {Array.isArray(hometown) ? (
          hometown.length === 0 ? (
            <p role="status">{t('charities.none', { zip })}</p>
          ) : (
            <>
              <p role="status">{t('charities.nearZip', { zip })}</p>
              <ul className="charities__list charities__list--hometown">
                {hometown.map((charity) => (
                  <li key={charity.id} className="charities__card">
                    <h4 className="charities__name">{charity.name}</h4>
                    <p className="charities__cause">{t(`charities.cause.${charity.cause}`)}</p>
                    <p>{charity.description}</p>
                    <p className="charities__retailer">
                      {t('charities.supportedBy')} <a href={charity.retailer.url}>{charity.retailer.name}</a>
                      {charity.distance !== null ? ` · ${t('finder.distance', { miles: formatNumber(charity.distance, lang, { maximumFractionDigits: 1 }) })}` : ''}
                    </p>
                    <NominateLink nominate={nominate} charity={charity} zip={zip} />
                  </li>
                ))}
              </ul>
            </>
          )
        ) : null}
      </section>
    </div>
  );
}
