import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ACCESSORY_ARTS, accessoryArt, accessoryLook, LOOK_CHANGING_CODES } from '#domain/imagery/accessory-art.ts';
import { ACCESSORY_LOOKS, EXTERIOR_VIEWS } from '#domain/imagery/image-paths.ts';
import { BODY_STYLES } from '#domain/catalog/catalog-schema.ts';
import { renderColorChipSvg, renderImageSvg, renderInteriorSwatchSvg, renderNotFoundSvg, renderVehicleSvg, VEHICLE_VIEWS } from './vehicle-drawing.ts';

/**
 * A small XML well-formedness check: every tag is well formed with quoted, unique attributes, tags nest and
 * close in order, there is exactly one root element, and no bare `&` or `<` sits in text or attributes.
 */
function assertWellFormedXml(xml: string): void {
  const stack: string[] = [];
  let roots = 0;
  let i = 0;
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    const text = lt === -1 ? xml.slice(i) : xml.slice(i, lt);
    if (/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i.test(text)) throw new Error(`bare & in text at ${i}`);
    if (text.trim() !== '' && stack.length === 0) throw new Error(`text outside the root element at ${i}`);
    if (lt === -1) break;
    const tag = /^<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[A-Za-z_][\w:.-]*="[^"<&]*")*)\s*(\/?)>/.exec(xml.slice(lt));
    if (!tag) throw new Error(`malformed tag at ${lt}: ${xml.slice(lt, lt + 60)}`);
    const [whole, closing, name, attributes = '', selfClosing] = tag;
    const names = [...attributes.matchAll(/([A-Za-z_][\w:.-]*)=/g)].map((match) => match[1]);
    if (new Set(names).size !== names.length) throw new Error(`duplicate attribute in <${name}> at ${lt}`);
    if (closing) {
      if (attributes.trim() !== '' || selfClosing) throw new Error(`closing tag with attributes at ${lt}`);
      const open = stack.pop();
      if (open !== name) throw new Error(`</${name}> closes <${open ?? 'nothing'}> at ${lt}`);
    } else {
      if (stack.length === 0) roots += 1;
      if (!selfClosing) stack.push(name ?? '');
    }
    i = lt + whole.length;
  }
  if (stack.length > 0) throw new Error(`unclosed <${stack.join('>, <')}>`);
  if (roots !== 1) throw new Error(`expected one root element, found ${roots}`);
}

const PAINTS = ['#1f4e79', '#b3261e', '#e8e8e4', '#2f5d3a', '#111418'] as const;

describe('the XML check used here', () => {
  it('accepts a well-formed document and rejects broken ones', () => {
    expect(() => assertWellFormedXml('<svg a="1"><g><path d="M0 0"/></g></svg>')).not.toThrow();
    for (const broken of ['<svg><g></svg>', '<svg></g></svg>', '<svg a=1></svg>', '<svg a="1" a="2"/>', '<svg/><svg/>', '<svg>&</svg>', '<svg><</svg>', '<svg>']) {
      expect(() => assertWellFormedXml(broken), broken).toThrow();
    }
  });
});

describe('renderVehicleSvg', () => {
  for (const bodyStyle of BODY_STYLES) {
    for (const view of VEHICLE_VIEWS) {
      it(`draws a ${bodyStyle} from the ${view} as a well-formed 16:9 SVG in the given paint`, () => {
        const rgb = PAINTS[BODY_STYLES.indexOf(bodyStyle)] ?? '#1f4e79';
        const svg = renderVehicleSvg({ bodyStyle, view, rgb });
        assertWellFormedXml(svg);
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900" width="1600" height="900">')).toBe(true);
        expect(svg).toContain(rgb);
        // Served as its own file it could hold anything, but it holds no script, handler or inline style.
        expect(svg).not.toMatch(/<script|\son\w+=|\sstyle=|javascript:/i);
        expect(svg.length).toBeLessThan(80_000);
      });
    }
  }

  it('gives every body style a different drawing, and every view of one style too', () => {
    const sides = BODY_STYLES.map((bodyStyle) => renderVehicleSvg({ bodyStyle, view: 'side', rgb: '#1f4e79' }));
    expect(new Set(sides).size).toBe(BODY_STYLES.length);
    const views = VEHICLE_VIEWS.map((view) => renderVehicleSvg({ bodyStyle: 'sedan', view, rgb: '#1f4e79' }));
    expect(new Set(views).size).toBe(VEHICLE_VIEWS.length);
  });

  it('is deterministic and reads the colour in either case', () => {
    const once = renderVehicleSvg({ bodyStyle: 'wagon', view: 'front', rgb: '#2F5D3A' });
    expect(renderVehicleSvg({ bodyStyle: 'wagon', view: 'front', rgb: '#2f5d3a' })).toBe(once);
    expect(once).toContain('#2f5d3a');
  });

  it('sets the width attribute (and the height at 16:9) without touching the viewBox', () => {
    const svg = renderVehicleSvg({ bodyStyle: 'suv', view: 'side', rgb: '#1f4e79', width: 400 });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900" width="400" height="225">')).toBe(true);
  });

  it('rejects anything but #rrggbb, a known body style and view, and a sane width', () => {
    const good = { bodyStyle: 'suv', view: 'side', rgb: '#1f4e79' } as const;
    for (const rgb of ['red', '#fff', '1f4e79', '#1f4e7g', '#1f4e79 ', '"><script>alert(1)</script>', '']) {
      expect(() => renderVehicleSvg({ ...good, rgb }), rgb).toThrow(RangeError);
    }
    expect(() => renderVehicleSvg({ ...good, rgb: 123 as unknown as string })).toThrow(RangeError);
    expect(() => renderVehicleSvg({ ...good, bodyStyle: 'truck' as 'suv' })).toThrow(RangeError);
    expect(() => renderVehicleSvg({ ...good, view: 'top' as 'side' })).toThrow(RangeError);
    for (const width of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, 4001]) {
      expect(() => renderVehicleSvg({ ...good, width }), String(width)).toThrow(RangeError);
    }
  });
});

describe('paint chips, interior swatches and the not-found picture', () => {
  it('draws a round paint chip in the colour', () => {
    const svg = renderColorChipSvg('#b3261e');
    assertWellFormedXml(svg);
    expect(svg).toContain('viewBox="0 0 120 120" width="120" height="120"');
    expect(svg).toContain('#b3261e');
    expect(svg).toContain('<circle');
  });

  it('draws a stitched upholstery swatch in the colour', () => {
    const svg = renderInteriorSwatchSvg('#8a5a3c', 240);
    assertWellFormedXml(svg);
    expect(svg).toContain('width="240" height="240"');
    expect(svg).toContain('#8a5a3c');
    expect(svg).toContain('stroke-dasharray');
  });

  it('draws a neutral placeholder', () => {
    const svg = renderNotFoundSvg();
    assertWellFormedXml(svg);
    expect(svg).toContain('viewBox="0 0 1600 900"');
  });

  it('rejects bad colours for chips and swatches too', () => {
    expect(() => renderColorChipSvg('blue')).toThrow(RangeError);
    expect(() => renderInteriorSwatchSvg('#12345')).toThrow(RangeError);
  });

  it('renders any image description through one entry point', () => {
    expect(renderImageSvg({ kind: 'chip', rgb: '#123456' })).toBe(renderColorChipSvg('#123456'));
    expect(renderImageSvg({ kind: 'vehicle', bodyStyle: 'sports', view: 'rear', rgb: '#123456', width: 900 })).toBe(
      renderVehicleSvg({ bodyStyle: 'sports', view: 'rear', rgb: '#123456', width: 900 }),
    );
    expect(renderImageSvg({ kind: 'not-found' })).toBe(renderNotFoundSvg());
  });
});

describe('the turntable\'s views', () => {
  it('draws the passenger-side views as the mirror images of their driver-side partners', () => {
    const pairs = [['rear-right', 'rear'], ['side-right', 'side'], ['front-right', 'front']] as const;
    for (const bodyStyle of BODY_STYLES) {
      for (const [mirrored, partner] of pairs) {
        const svg = renderVehicleSvg({ bodyStyle, view: mirrored, rgb: '#1f4e79' });
        const plain = renderVehicleSvg({ bodyStyle, view: partner, rgb: '#1f4e79' });
        expect(svg, `${bodyStyle} ${mirrored}`).toContain('<g id="car" class="mirrored" transform="matrix(-1 0 0 1 1600 0) translate(');
        expect(plain).not.toContain('mirrored');
        // The same drawing inside: only the transform differs.
        expect(svg.replace(/<g id="car"[^>]*>/, '')).toBe(plain.replace(/<g id="car"[^>]*>/, ''));
      }
      for (const view of ['head-on', 'tail-on'] as const) expect(renderVehicleSvg({ bodyStyle, view, rgb: '#1f4e79' })).not.toContain('mirrored');
    }
  });

  it('draws the cabin in the interior colour: dashboard, steering wheel and both front seats', () => {
    for (const bodyStyle of BODY_STYLES) {
      const svg = renderVehicleSvg({ bodyStyle, view: 'interior', rgb: '#8A5A3C' });
      assertWellFormedXml(svg);
      expect(svg).toContain('<g id="interior" data-rgb="#8a5a3c">');
      expect(svg).toContain('<stop offset="0.4" stop-color="#8a5a3c"/>');
      expect(svg.match(/id="seats"/g)).toHaveLength(1);
      expect(svg).toContain('url(#cab-wheel)');
      // The cabin carries no accessory looks even when asked.
      expect(renderVehicleSvg({ bodyStyle, view: 'interior', rgb: '#8a5a3c', looks: ['crossbars'] })).toBe(svg);
    }
  });
});

describe('accessories on the car', () => {
  for (const bodyStyle of BODY_STYLES) {
    it(`draws every look on a ${bodyStyle}, each in its own group, from every exterior angle`, () => {
      for (const look of ACCESSORY_LOOKS) {
        const shown = EXTERIOR_VIEWS.filter((view) => renderVehicleSvg({ bodyStyle, view, rgb: '#1f4e79', looks: [look] }).includes(`<g id="acc-${look}">`));
        // Every look shows from its best angle, the front three-quarter or the rear three-quarter.
        expect(shown.includes('front') || shown.includes('rear'), `${bodyStyle} ${look}: ${shown.join(', ')}`).toBe(true);
        const svg = renderVehicleSvg({ bodyStyle, view: shown.includes('front') ? 'front' : 'rear', rgb: '#1f4e79', looks: [look] });
        assertWellFormedXml(svg);
        expect(svg).not.toBe(renderVehicleSvg({ bodyStyle, view: shown.includes('front') ? 'front' : 'rear', rgb: '#1f4e79' }));
      }
    });
  }

  it('puts crossbars under every roof load, and reads the looks in one order whatever order they come in', () => {
    const svg = renderVehicleSvg({ bodyStyle: 'suv', view: 'front', rgb: '#1f4e79', looks: ['bike-carrier'] });
    expect(svg).toContain('<g id="acc-crossbars">');
    expect(svg).toContain('<g id="acc-bike-carrier">');
    expect(renderVehicleSvg({ bodyStyle: 'suv', view: 'side', rgb: '#1f4e79', looks: ['tow-hitch', 'crossbars', 'crossbars'] })).toBe(
      renderVehicleSvg({ bodyStyle: 'suv', view: 'side', rgb: '#1f4e79', looks: ['crossbars', 'tow-hitch'] }),
    );
  });
});

describe('accessory illustrations', () => {
  it('draws every illustration as a well-formed 4:3 SVG, and every catalog accessory has one', () => {
    for (const art of ACCESSORY_ARTS) {
      const svg = renderImageSvg({ kind: 'accessory', art });
      assertWellFormedXml(svg);
      expect(svg).toContain(`<g id="art-${art}">`);
      expect(svg).toContain('viewBox="0 0 400 300" width="400" height="300"');
    }
    const catalogCodes = new Set<string>();
    for (const file of readdirSync('catalog/models')) {
      const model = JSON.parse(readFileSync(`catalog/models/${file}`, 'utf8')) as { accessories: Array<{ code: string }> };
      for (const accessory of model.accessories) catalogCodes.add(accessory.code);
    }
    for (const code of catalogCodes) expect(accessoryArt(code), code).not.toBe('part');
    // The look-changing codes are real catalog codes.
    for (const code of LOOK_CHANGING_CODES) expect(catalogCodes.has(code), code).toBe(true);
    for (const code of ['ROOFBASKET', 'CROSSBAR', 'BIKECARRIER', 'WINTERSET', 'SPLASHGRD', 'HITCH', 'SIDEMOLD']) expect(accessoryLook(code), code).not.toBeNull();
  });
});
