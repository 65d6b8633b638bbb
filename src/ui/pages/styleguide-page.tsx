/** The design system's reference page (`/styleguide.html`, not linked from the site). */
import { usePage } from '../components/page-context.tsx';
import { SectionHero } from '../components/section-hero.tsx';

export function StyleguidePage() {
  const { t } = usePage();
  return <SectionHero title={t('page.styleguide.title')} intro={t('page.styleguide.intro')} />;
}
