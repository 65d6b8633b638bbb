/** The Build & Price page: a slim header and the configurator island, rendered for the step in the address. */
import { Island } from '#ui/components/island.tsx';
import { usePage } from '#ui/components/page-context.tsx';
import { island, type BuildPriceProps } from '#ui/islands/build-price.tsx';

export function BuildPricePage(props: BuildPriceProps) {
  const { t } = usePage();
  return (
    <div className="container page-body bp-page">
      <h1 className="bp-page__title">{t('page.build.title')}</h1>
      <Island island={island} props={props} load="eager" />
    </div>
  );
}
