/** The design system's reference page (`/styleguide.html`, not linked from the site): tokens, components and live examples. */
import type { ReactNode } from 'react';
import type { BodyStyle } from '#domain/catalog/catalog-schema.ts';
import { imageAddress, NOT_FOUND_IMAGE, type VehicleView } from '#domain/imagery/image-paths.ts';
import { Image } from '#ui/components/image.tsx';
import { Button, ButtonLink } from '#ui/components/button.tsx';
import { Card } from '#ui/components/card.tsx';
import { DisclaimerMarker } from '#ui/components/disclaimer-marker.tsx';
import { CheckboxField, RadioGroup, SelectField, TextField } from '#ui/components/form-controls.tsx';
import { Island } from '#ui/components/island.tsx';
import { Link } from '#ui/components/link.tsx';
import { usePage } from '#ui/components/page-context.tsx';
import { Pill, PillList } from '#ui/components/pill.tsx';
import { Price } from '#ui/components/price.tsx';
import { SectionHero } from '#ui/components/section-hero.tsx';
import { Spinner } from '#ui/components/spinner.tsx';
import { island as demoIsland } from '#ui/islands/styleguide-demo.tsx';
import { VIDEOS } from '#domain/video/library.ts';
import { Video } from '#ui/video/video.tsx';

// Token names and values are code, shown as written. The values are copied from tokens.css for reading;
// each chip is painted by its token (`.swatch--…`), so a value that drifts shows up next to a chip that does not match.
const COLOUR_GROUPS = [
  {
    key: 'text',
    tokens: [
      ['ink', '#0b1f33'],
      ['ink-2', '#3d4b5c'],
      ['ink-3', '#5b6878'],
    ],
  },
  {
    key: 'brand',
    tokens: [
      ['brand', '#0b3a63'],
      ['brand-strong', '#072a49'],
      ['brand-soft', '#e6eef6'],
      ['accent', '#b0501b'],
      ['accent-strong', '#8f3f12'],
      ['accent-soft', '#fbefe6'],
    ],
  },
  {
    key: 'surface',
    tokens: [
      ['surface', '#ffffff'],
      ['surface-2', '#f4f6f9'],
      ['surface-3', '#e9edf2'],
      ['line', '#d3dae2'],
      ['line-strong', '#8a97a6'],
    ],
  },
  {
    key: 'status',
    tokens: [
      ['success', '#1f7a3f'],
      ['success-soft', '#e7f4ec'],
      ['danger', '#b3261e'],
      ['danger-soft', '#fbeceb'],
      ['warning', '#8a5a00'],
      ['warning-soft', '#fdf3dc'],
      ['focus', '#1a66d2'],
    ],
  },
  {
    key: 'onDark',
    tokens: [
      ['on-dark', '#ffffff'],
      ['on-dark-2', '#c9d5e2'],
    ],
  },
] as const;

const TYPE_SCALE = [
  ['5xl', '40–64 px'],
  ['4xl', '34–52 px'],
  ['3xl', '28–36 px'],
  ['2xl', '22–26 px'],
  ['xl', '20 px'],
  ['lg', '18 px'],
  ['md', '16 px'],
  ['sm', '14 px'],
  ['xs', '12 px'],
] as const;

const SPACING = [
  ['1', '4 px'],
  ['2', '8 px'],
  ['3', '12 px'],
  ['4', '16 px'],
  ['5', '20 px'],
  ['6', '24 px'],
  ['8', '32 px'],
  ['10', '40 px'],
  ['12', '48 px'],
  ['16', '64 px'],
  ['20', '80 px'],
] as const;

// Paint and upholstery colours are code (as in the catalog); their names come from the dictionaries.
const BODY_STYLE_SAMPLES: ReadonlyArray<{ bodyStyle: BodyStyle; name: string; color: string; rgb: string }> = [
  { bodyStyle: 'suv', name: 'styleguide.imagery.bodyStyle.suv', color: 'styleguide.imagery.color.harborBlue', rgb: '#1f4e79' },
  { bodyStyle: 'crossover', name: 'styleguide.imagery.bodyStyle.crossover', color: 'styleguide.imagery.color.emberRed', rgb: '#b3261e' },
  { bodyStyle: 'sedan', name: 'styleguide.imagery.bodyStyle.sedan', color: 'styleguide.imagery.color.glacierWhite', rgb: '#e8e8e4' },
  { bodyStyle: 'wagon', name: 'styleguide.imagery.bodyStyle.wagon', color: 'styleguide.imagery.color.forestGreen', rgb: '#2f5d3a' },
  { bodyStyle: 'sports', name: 'styleguide.imagery.bodyStyle.sports', color: 'styleguide.imagery.color.obsidianBlack', rgb: '#111418' },
];

const VIEW_SAMPLES: ReadonlyArray<{ view: VehicleView; name: string }> = [
  { view: 'front', name: 'styleguide.imagery.view.front' },
  { view: 'side', name: 'styleguide.imagery.view.side' },
  { view: 'rear', name: 'styleguide.imagery.view.rear' },
];

const PAINT_CHIPS = [
  ...BODY_STYLE_SAMPLES.map(({ color, rgb }) => ({ color, rgb })),
  { color: 'styleguide.imagery.color.lunarSilver', rgb: '#9aa3ab' },
] as const;

const INTERIORS = [
  { color: 'styleguide.imagery.interior.jet', rgb: '#1c1d20' },
  { color: 'styleguide.imagery.interior.saddle', rgb: '#8a5a3c' },
  { color: 'styleguide.imagery.interior.parchment', rgb: '#d8cfc0' },
  { color: 'styleguide.imagery.interior.slate', rgb: '#5a6069' },
] as const;

const RADII = ['sm', 'md', 'lg', 'pill'] as const;
const SHADOWS = ['1', '2', '3'] as const;

type SectionId = 'colours' | 'type' | 'spacing' | 'shape' | 'breakpoints' | 'buttons' | 'links' | 'cards' | 'imagery' | 'pills' | 'prices' | 'spinner' | 'forms' | 'demo' | 'video';

function Section({ id, title, intro, children }: { id: SectionId; title: string; intro?: string; children: ReactNode }) {
  return (
    <section id={`sg-${id}`} className="styleguide__section" aria-labelledby={`sg-${id}-title`}>
      <h2 id={`sg-${id}-title`} className="styleguide__heading">
        {title}
      </h2>
      {intro ? <p className="styleguide__intro">{intro}</p> : null}
      {children}
    </section>
  );
}

function Example({ title, dark = false, children }: { title: string; dark?: boolean; children: ReactNode }) {
  return (
    <div className="styleguide__example">
      <h3 className="styleguide__subheading">{title}</h3>
      <div className={dark ? 'styleguide__stage styleguide__stage--dark' : 'styleguide__stage'}>{children}</div>
    </div>
  );
}

/** A small drawing for the media slot: fixed viewBox, so the 16:9 frame holds its shape before paint. */
function CardArt({ tone }: { tone: 'dusk' | 'day' }) {
  const sky = tone === 'dusk' ? '#1d4e6f' : '#e6eef6';
  const ground = tone === 'dusk' ? '#0b2133' : '#c9d5e2';
  const body = tone === 'dusk' ? '#d7dee6' : '#0b3a63';
  return (
    <svg viewBox="0 0 320 180" aria-hidden="true" focusable="false" preserveAspectRatio="xMidYMid slice">
      <rect width="320" height="180" fill={sky} />
      <circle cx="250" cy="62" r="26" fill="#f6c98b" opacity="0.8" />
      <path d="M0 130 L70 100 L140 118 L220 92 L320 120 V180 H0 Z" fill={ground} />
      <g transform="translate(70 96)">
        <path d="M6 52 C6 42 14 37 28 35 L60 31 C74 16 88 10 116 9 L148 10 C165 12 178 21 190 32 L204 36 C211 38 214 43 214 50 L214 58 L6 58 Z" fill={body} />
        <path d="M68 32 C80 20 94 15 116 14 L144 15 C157 16 167 24 176 32 Z" fill="#3d6a8a" />
        <circle cx="50" cy="58" r="14" fill="#111a22" />
        <circle cx="168" cy="58" r="14" fill="#111a22" />
      </g>
    </svg>
  );
}

export function StyleguidePage() {
  const { t } = usePage();
  return (
    <>
      <SectionHero eyebrow={t('styleguide.eyebrow')} title={t('page.styleguide.title')} intro={t('page.styleguide.intro')} />
      <div className="container styleguide">
        <nav className="styleguide__toc" aria-labelledby="sg-toc-title">
          <h2 id="sg-toc-title" className="styleguide__toc-title">
            {t('styleguide.toc')}
          </h2>
          <ul>
            <li><a href="#sg-colours">{t('styleguide.colours.title')}</a></li>
            <li><a href="#sg-type">{t('styleguide.type.title')}</a></li>
            <li><a href="#sg-spacing">{t('styleguide.spacing.title')}</a></li>
            <li><a href="#sg-shape">{t('styleguide.shape.title')}</a></li>
            <li><a href="#sg-breakpoints">{t('styleguide.breakpoints.title')}</a></li>
            <li><a href="#sg-buttons">{t('styleguide.buttons.title')}</a></li>
            <li><a href="#sg-links">{t('styleguide.links.title')}</a></li>
            <li><a href="#sg-cards">{t('styleguide.cards.title')}</a></li>
            <li><a href="#sg-imagery">{t('styleguide.imagery.title')}</a></li>
            <li><a href="#sg-pills">{t('styleguide.pills.title')}</a></li>
            <li><a href="#sg-prices">{t('styleguide.prices.title')}</a></li>
            <li><a href="#sg-spinner">{t('styleguide.spinner.title')}</a></li>
            <li><a href="#sg-forms">{t('styleguide.forms.title')}</a></li>
            <li><a href="#sg-demo">{t('styleguide.demo.title')}</a></li>
            <li><a href="#sg-video">{t('styleguide.video.title')}</a></li>
          </ul>
        </nav>

        <div className="styleguide__content">
          <Section id="colours" title={t('styleguide.colours.title')} intro={t('styleguide.colours.intro')}>
            {COLOUR_GROUPS.map((group) => (
              <div key={group.key} className="styleguide__example">
                <h3 className="styleguide__subheading">{t(`styleguide.colours.group.${group.key}`)}</h3>
                <ul className="swatches">
                  {group.tokens.map(([name, value]) => (
                    <li key={name} className="swatch">
                      <span className={`swatch__chip swatch--${name}`} aria-hidden="true" />
                      <code className="swatch__name">--color-{name}</code>
                      <span className="swatch__value">{value}</span>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </Section>

          <Section id="type" title={t('styleguide.type.title')} intro={t('styleguide.type.intro')}>
            <ul className="type-scale">
              {TYPE_SCALE.map(([name, size]) => (
                <li key={name} className="type-scale__row">
                  <span className="type-scale__meta">
                    <code>--text-{name}</code>
                    <span>{size}</span>
                  </span>
                  <span className={`type-scale__sample type-sample--${name}`}>{t('styleguide.type.sample')}</span>
                </li>
              ))}
            </ul>
          </Section>

          <Section id="spacing" title={t('styleguide.spacing.title')} intro={t('styleguide.spacing.intro')}>
            <ul className="space-scale">
              {SPACING.map(([name, size]) => (
                <li key={name} className="space-scale__row">
                  <code className="space-scale__name">--space-{name}</code>
                  <span className="space-scale__size">{size}</span>
                  <span className={`space-scale__bar space-sample--${name}`} aria-hidden="true" />
                </li>
              ))}
            </ul>
          </Section>

          <Section id="shape" title={t('styleguide.shape.title')} intro={t('styleguide.shape.intro')}>
            <div className="styleguide__pair">
              <Example title={t('styleguide.shape.radii')}>
                <ul className="shape-samples">
                  {RADII.map((name) => (
                    <li key={name} className="shape-sample">
                      <span className={`shape-sample__box radius-sample--${name}`} aria-hidden="true" />
                      <code>--radius-{name}</code>
                    </li>
                  ))}
                </ul>
              </Example>
              <Example title={t('styleguide.shape.shadows')}>
                <ul className="shape-samples">
                  {SHADOWS.map((name) => (
                    <li key={name} className="shape-sample">
                      <span className={`shape-sample__box shadow-sample--${name}`} aria-hidden="true" />
                      <code>--shadow-{name}</code>
                    </li>
                  ))}
                </ul>
              </Example>
            </div>
          </Section>

          <Section id="breakpoints" title={t('styleguide.breakpoints.title')} intro={t('styleguide.breakpoints.intro')}>
            <div className="table-scroll">
              <table className="data-table">
                <caption className="visually-hidden">{t('styleguide.breakpoints.title')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('styleguide.breakpoints.name')}</th>
                    <th scope="col">{t('styleguide.breakpoints.from')}</th>
                    <th scope="col">{t('styleguide.breakpoints.use')}</th>
                  </tr>
                </thead>
                <tbody>
                  <tr>
                    <th scope="row">sm</th>
                    <td>0</td>
                    <td>{t('styleguide.breakpoints.sm')}</td>
                  </tr>
                  <tr>
                    <th scope="row">md</th>
                    <td>
                      <code>401px</code>
                    </td>
                    <td>{t('styleguide.breakpoints.md')}</td>
                  </tr>
                  <tr>
                    <th scope="row">lg</th>
                    <td>
                      <code>901px</code>
                    </td>
                    <td>{t('styleguide.breakpoints.lg')}</td>
                  </tr>
                  <tr>
                    <th scope="row">xl</th>
                    <td>
                      <code>1201px</code>
                    </td>
                    <td>{t('styleguide.breakpoints.xl')}</td>
                  </tr>
                </tbody>
              </table>
            </div>
          </Section>

          <Section id="buttons" title={t('styleguide.buttons.title')} intro={t('styleguide.buttons.intro')}>
            <Example title={t('styleguide.buttons.variants')}>
              <div className="styleguide__row">
                <Button>{t('styleguide.buttons.primary')}</Button>
                <Button variant="secondary">{t('styleguide.buttons.secondary')}</Button>
                <Button variant="text">{t('styleguide.buttons.text')}</Button>
              </div>
            </Example>
            <Example title={t('styleguide.buttons.sizes')}>
              <div className="styleguide__row">
                <Button size="large">{t('styleguide.buttons.large')}</Button>
                <Button variant="secondary" size="large">
                  {t('styleguide.buttons.large')}
                </Button>
                <Button>{t('styleguide.buttons.medium')}</Button>
              </div>
            </Example>
            <Example title={t('styleguide.buttons.states')}>
              <div className="styleguide__row">
                <Button busy>{t('styleguide.buttons.save')}</Button>
                <Button variant="secondary" busy>
                  {t('styleguide.buttons.save')}
                </Button>
                <Button disabled>{t('styleguide.buttons.disabled')}</Button>
                <Button variant="secondary" disabled>
                  {t('styleguide.buttons.disabled')}
                </Button>
              </div>
            </Example>
            <Example title={t('styleguide.buttons.onDark')} dark>
              <div className="styleguide__row">
                <Button>{t('styleguide.buttons.primary')}</Button>
                <Button variant="ghost">{t('styleguide.buttons.ghost')}</Button>
              </div>
            </Example>
            <Example title={t('styleguide.buttons.links')}>
              <div className="styleguide__row">
                <ButtonLink href="/build.html" size="large">
                  {t('page.build.title')}
                </ButtonLink>
                <ButtonLink href="/vehicle-info/all-vehicles.html" variant="secondary" size="large">
                  {t('page.allVehicles.title')}
                </ButtonLink>
              </div>
            </Example>
          </Section>

          <Section id="links" title={t('styleguide.links.title')} intro={t('styleguide.links.intro')}>
            <div className="styleguide__stage">
              <ul className="styleguide__links">
                <li>
                  <Link href="/find/a-retailer.html">{t('page.findRetailer.title')}</Link>
                </li>
                <li>
                  <Link href="https://www.nhtsa.gov/recalls" target="_blank">
                    {t('styleguide.links.external')}
                  </Link>
                </li>
              </ul>
            </div>
          </Section>

          <Section id="cards" title={t('styleguide.cards.title')} intro={t('styleguide.cards.intro')}>
            <ul className="card-grid">
              <Card as="li" href="/shopping-tools/special-offers.html" title={t('page.specialOffers.title')} text={t('page.specialOffers.intro')} />
              <Card
                as="li"
                href="/vehicle-info/all-vehicles.html"
                media={<CardArt tone="dusk" />}
                title={t('styleguide.cards.suvTitle')}
                text={t('styleguide.cards.suvText')}
              >
                <Price amount={31995} label={t('styleguide.prices.startingMsrp')} />
              </Card>
              <Card as="li" media={<CardArt tone="day" />} headingLevel={3} title={t('styleguide.cards.plainTitle')} text={t('styleguide.cards.plainText')} />
            </ul>
          </Section>

          <Section id="imagery" title={t('styleguide.imagery.title')} intro={t('styleguide.imagery.intro')}>
            <Example title={t('styleguide.imagery.bodyStyles')}>
              <ul className="imagery-grid">
                {BODY_STYLE_SAMPLES.map((sample) => (
                  <li key={sample.bodyStyle}>
                    <figure className="imagery-figure">
                      <Image
                        src={imageAddress({ kind: 'vehicle', bodyStyle: sample.bodyStyle, view: 'side', rgb: sample.rgb })}
                        alt={t('styleguide.imagery.alt', { bodyStyle: t(sample.name), color: t(sample.color), view: t('styleguide.imagery.view.side') })}
                        width={1600}
                        height={900}
                        sizes="(max-width: 900px) 100vw, 300px"
                      />
                      <figcaption>
                        <strong>{t(sample.name)}</strong>
                        {t(sample.color)}
                      </figcaption>
                    </figure>
                  </li>
                ))}
              </ul>
            </Example>
            <Example title={t('styleguide.imagery.views')}>
              <ul className="imagery-grid imagery-grid--views">
                {VIEW_SAMPLES.map(({ view, name }) => (
                  <li key={view}>
                    <figure className="imagery-figure">
                      <Image
                        src={imageAddress({ kind: 'vehicle', bodyStyle: 'crossover', view, rgb: '#9aa3ab' })}
                        alt={t('styleguide.imagery.alt', {
                          bodyStyle: t('styleguide.imagery.bodyStyle.crossover'),
                          color: t('styleguide.imagery.color.lunarSilver'),
                          view: t(name),
                        })}
                        width={1600}
                        height={900}
                        sizes="(max-width: 900px) 100vw, 400px"
                      />
                      <figcaption>{t(name)}</figcaption>
                    </figure>
                  </li>
                ))}
              </ul>
            </Example>
            <div className="styleguide__pair">
              <Example title={t('styleguide.imagery.paint')}>
                <ul className="imagery-swatches">
                  {PAINT_CHIPS.map(({ color, rgb }) => (
                    <li key={rgb}>
                      <figure className="imagery-swatch">
                        <Image src={imageAddress({ kind: 'chip', rgb })} alt="" width={120} height={120} opt={false} />
                        <figcaption>{t(color)}</figcaption>
                      </figure>
                    </li>
                  ))}
                </ul>
              </Example>
              <Example title={t('styleguide.imagery.interiors')}>
                <ul className="imagery-swatches">
                  {INTERIORS.map(({ color, rgb }) => (
                    <li key={rgb}>
                      <figure className="imagery-swatch imagery-swatch--interior">
                        <Image src={imageAddress({ kind: 'interior', rgb })} alt="" width={120} height={120} opt={false} />
                        <figcaption>{t(color)}</figcaption>
                      </figure>
                    </li>
                  ))}
                </ul>
              </Example>
            </div>
            <Example title={t('styleguide.imagery.notFound')}>
              <figure className="imagery-figure imagery-not-found">
                <Image src={NOT_FOUND_IMAGE} alt="" width={1600} height={900} opt={false} />
                <figcaption>{t('styleguide.imagery.notFoundCaption')}</figcaption>
              </figure>
            </Example>
          </Section>

          <Section id="pills" title={t('styleguide.pills.title')} intro={t('styleguide.pills.intro')}>
            <div className="styleguide__stage">
              <PillList label={t('styleguide.pills.label')}>
                <Pill text={t('styleguide.pills.suv')} value="suv" filterType="bodyStyle" showRemove={false} />
                <Pill text={t('styleguide.pills.hybrid')} value="hybrid" filterType="powertrain" showRemove={false} />
                <Pill text={t('styleguide.pills.under40')} value="0-40000" filterType="price" showRemove={false} customClass="pill--accent" />
              </PillList>
            </div>
          </Section>

          <Section id="prices" title={t('styleguide.prices.title')} intro={t('styleguide.prices.intro')}>
            <div className="styleguide__stage">
              <div className="styleguide__prices">
                <Price amount={31995} label={t('styleguide.prices.startingMsrp')} size="large">
                  <DisclaimerMarker id="1" />
                </Price>
                <Price amount={48450.6} label={t('styleguide.prices.asBuilt')} />
                <Price amount={-1500} label={t('styleguide.prices.savings')} />
              </div>
            </div>
          </Section>

          <Section id="spinner" title={t('styleguide.spinner.title')} intro={t('styleguide.spinner.intro')}>
            <div className="styleguide__stage styleguide__row">
              <Spinner size="sm" />
              <Spinner size="md" />
              <Spinner size="lg" />
            </div>
          </Section>

          <Section id="forms" title={t('styleguide.forms.title')} intro={t('styleguide.forms.intro')}>
            <div className="form-states">
              <Example title={t('styleguide.forms.normal')}>
                <div className="form-stack">
                  <TextField label={t('styleguide.form.firstName')} name="first-name" autoComplete="given-name" />
                  <SelectField
                    label={t('styleguide.form.vehicleType')}
                    name="vehicle-type"
                    placeholder={t('styleguide.form.vehicleTypePlaceholder')}
                    defaultValue=""
                    options={[
                      { value: 'suv', label: t('styleguide.pills.suv') },
                      { value: 'sedan', label: t('styleguide.form.sedan') },
                      { value: 'truck', label: t('styleguide.form.truck') },
                    ]}
                  />
                  <CheckboxField label={t('styleguide.form.offers')} name="offers" hint={t('styleguide.form.offersHint')} />
                  <RadioGroup
                    legend={t('styleguide.form.contact')}
                    name="contact-normal"
                    defaultValue="email"
                    options={[
                      { value: 'email', label: t('styleguide.form.email') },
                      { value: 'phone', label: t('styleguide.form.phone') },
                      { value: 'text', label: t('styleguide.form.textMessage') },
                    ]}
                  />
                </div>
              </Example>
              <Example title={t('styleguide.forms.required')}>
                <div className="form-stack">
                  <TextField label={t('styleguide.form.email')} name="email" type="email" autoComplete="email" required hint={t('styleguide.form.emailHint')} />
                  <SelectField
                    label={t('styleguide.form.vehicleType')}
                    name="vehicle-type-required"
                    required
                    placeholder={t('styleguide.form.vehicleTypePlaceholder')}
                    defaultValue=""
                    options={[
                      { value: 'suv', label: t('styleguide.pills.suv') },
                      { value: 'sedan', label: t('styleguide.form.sedan') },
                      { value: 'truck', label: t('styleguide.form.truck') },
                    ]}
                  />
                  <CheckboxField label={t('styleguide.form.terms')} name="terms" required />
                  <RadioGroup
                    legend={t('styleguide.form.contact')}
                    name="contact-required"
                    required
                    inline
                    options={[
                      { value: 'email', label: t('styleguide.form.email') },
                      { value: 'phone', label: t('styleguide.form.phone') },
                    ]}
                  />
                </div>
              </Example>
              <Example title={t('styleguide.forms.error')}>
                <div className="form-stack">
                  <TextField
                    label={t('styleguide.form.zip')}
                    name="zip"
                    inputMode="numeric"
                    autoComplete="postal-code"
                    maxLength={5}
                    required
                    defaultValue="9021"
                    hint={t('styleguide.form.zipHint')}
                    error={t('styleguide.form.zipError')}
                  />
                  <SelectField
                    label={t('styleguide.form.vehicleType')}
                    name="vehicle-type-error"
                    required
                    placeholder={t('styleguide.form.vehicleTypePlaceholder')}
                    defaultValue=""
                    error={t('styleguide.form.vehicleTypeError')}
                    options={[
                      { value: 'suv', label: t('styleguide.pills.suv') },
                      { value: 'sedan', label: t('styleguide.form.sedan') },
                      { value: 'truck', label: t('styleguide.form.truck') },
                    ]}
                  />
                  <CheckboxField label={t('styleguide.form.terms')} name="terms-error" required error={t('styleguide.form.termsError')} />
                  <RadioGroup
                    legend={t('styleguide.form.contact')}
                    name="contact-error"
                    required
                    error={t('styleguide.form.contactError')}
                    options={[
                      { value: 'email', label: t('styleguide.form.email'), hint: t('styleguide.form.emailOptionHint') },
                      { value: 'phone', label: t('styleguide.form.phone') },
                    ]}
                  />
                </div>
              </Example>
            </div>
          </Section>

          <Section id="demo" title={t('styleguide.demo.title')} intro={t('styleguide.demo.intro')}>
            <Island
              island={demoIsland}
              props={{
                pills: [
                  { text: t('styleguide.pills.suv'), value: 'suv', filterType: 'bodyStyle', showRemove: true },
                  { text: t('styleguide.pills.awd'), value: 'awd', filterType: 'drivetrain', showRemove: true },
                  { text: t('styleguide.pills.hybrid'), value: 'hybrid', filterType: 'powertrain', showRemove: true },
                  { text: t('styleguide.pills.under40'), value: '0-40000', filterType: 'price', showRemove: true, customClass: 'pill--accent' },
                ],
              }}
            />
          </Section>

          <Section id="video" title={t('styleguide.video.title')} intro={t('styleguide.video.intro')}>
            <div className="styleguide__pair">
              <Example title={t('styleguide.video.modal')}>
                <Video {...VIDEOS['brand-film']!} />
              </Example>
              <Example title={t('styleguide.video.ambient')}>
                <Video {...VIDEOS['brand-film']!} muted loop />
              </Example>
            </div>
            <Example title={t('styleguide.video.inline')}>
              <Video {...VIDEOS['brand-film']!} forceInline />
            </Example>
          </Section>
        </div>
      </div>
    </>
  );
}
