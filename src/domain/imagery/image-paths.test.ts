import { describe, expect, it } from 'vitest';
import { ACCESSORY_LOOKS, canonicalLooks, EXTERIOR_VIEWS, imageAddress, isAccessoryLook, isExteriorView, lowDetailAddress, NOT_FOUND_IMAGE, parseColorParam, parseDetailParam, parseLooksParam, parseWidthParam, resolveLogicalImagePath, VEHICLE_VIEWS, VIEW_ANGLES } from './image-paths.ts';

describe('image addresses', () => {
  it('puts body style, view and colour (without #) in the address, and the width in wid', () => {
    expect(imageAddress({ kind: 'vehicle', bodyStyle: 'suv', view: 'front', rgb: '#1f4e79' })).toBe('/images/vehicle/suv/front/1f4e79.svg');
    expect(imageAddress({ kind: 'vehicle', bodyStyle: 'sports', view: 'rear', rgb: '#111418', width: 401 })).toBe('/images/vehicle/sports/rear/111418.svg?wid=450');
    expect(imageAddress({ kind: 'chip', rgb: '#b3261e' })).toBe('/images/chip/b3261e.svg');
    expect(imageAddress({ kind: 'interior', rgb: '#8a5a3c', width: 900 })).toBe('/images/interior/8a5a3c.svg?wid=900');
    expect(imageAddress({ kind: 'not-found' })).toBe(NOT_FOUND_IMAGE);
    expect(NOT_FOUND_IMAGE).toBe('/images/not-found.svg');
  });

  it('asks for the low-detail rendition of a vehicle drawing only', () => {
    expect(imageAddress({ kind: 'vehicle', bodyStyle: 'suv', view: 'front', rgb: '#1f4e79', detail: 'low' })).toBe('/images/vehicle/suv/front/1f4e79.svg?detail=low');
    expect(imageAddress({ kind: 'vehicle', bodyStyle: 'suv', view: 'side', rgb: '#1f4e79', width: 640, detail: 'low' })).toBe('/images/vehicle/suv/side/1f4e79.svg?wid=650&detail=low');
    expect(lowDetailAddress('/images/vehicle/sedan/rear/e8e8e4.svg')).toBe('/images/vehicle/sedan/rear/e8e8e4.svg?detail=low');
    expect(lowDetailAddress('/images/vehicle/sedan/rear/e8e8e4.svg?detail=low')).toBe('/images/vehicle/sedan/rear/e8e8e4.svg?detail=low');
    for (const other of ['/images/chip/e8e8e4.svg', '/images/not-found.svg', 'https://example.com/images/vehicle/x.svg']) expect(lowDetailAddress(other)).toBe(other);
    expect(parseDetailParam(undefined)).toBeUndefined();
    expect(parseDetailParam('low')).toBe('low');
    for (const value of ['high', 'LOW', ['low']]) expect(parseDetailParam(value)).toBeNull();
  });

  it('reads colours as six hex digits, with or without #', () => {
    expect(parseColorParam('1F4E79')).toBe('#1f4e79');
    expect(parseColorParam('#1f4e79')).toBe('#1f4e79');
    for (const bad of ['fff', '1f4e7g', '1f4e790', '', ' 1f4e79', undefined, 7]) expect(parseColorParam(bad), String(bad)).toBeNull();
  });

  it('reads wid as a whole number and rounds it', () => {
    expect(parseWidthParam(undefined)).toBeUndefined();
    expect(parseWidthParam('')).toBeUndefined();
    expect(parseWidthParam('1')).toBe(50);
    expect(parseWidthParam('401')).toBe(450);
    expect(parseWidthParam('99999')).toBe(2000);
    for (const bad of ['0', '-1', '1.5', 'abc', '100000', '1e3', ['400']]) expect(parseWidthParam(bad), String(bad)).toBeNull();
  });
});

describe('the image service\'s logical paths', () => {
  it('resolves vehicles, chips and interiors', () => {
    expect(resolveLogicalImagePath('/vehicles/crossover/side/B3261E')).toEqual({
      ok: true,
      spec: { kind: 'vehicle', bodyStyle: 'crossover', view: 'side', rgb: '#b3261e' },
    });
    expect(resolveLogicalImagePath('/chips/1f4e79')).toEqual({ ok: true, spec: { kind: 'chip', rgb: '#1f4e79' } });
    expect(resolveLogicalImagePath('/interiors/8a5a3c/')).toEqual({ ok: true, spec: { kind: 'interior', rgb: '#8a5a3c' } });
  });

  it('takes the width from ?wid= in the path or from a separate value', () => {
    expect(resolveLogicalImagePath('/vehicles/suv/front/1f4e79?wid=1201')).toEqual({
      ok: true,
      spec: { kind: 'vehicle', bodyStyle: 'suv', view: 'front', rgb: '#1f4e79', width: 1250 },
    });
    expect(resolveLogicalImagePath('/chips/1f4e79', '399')).toEqual({ ok: true, spec: { kind: 'chip', rgb: '#1f4e79', width: 400 } });
    expect(resolveLogicalImagePath('/chips/1f4e79?wid=abc')).toEqual({ ok: false, status: 400, reason: expect.stringContaining('wid') });
  });

  it('finds nothing for other paths', () => {
    for (const path of ['/vehicles/truck/side/1f4e79', '/vehicles/suv/top/1f4e79', '/vehicles/suv/side/red', '/vehicles/suv/side', '/chips', '/photos/1', 'chips/1f4e79', '/chips/1f4e79/extra']) {
      const result = resolveLogicalImagePath(path);
      expect(result.ok, path).toBe(false);
      if (!result.ok) expect(result.status, path).toBe(404);
    }
  });
});

describe('the turntable\'s views and the accessory looks in an address', () => {
  it('knows eight exterior angles in turning order, the interior, and mirrors nothing itself', () => {
    expect(EXTERIOR_VIEWS.map((view) => VIEW_ANGLES[view])).toEqual([0, 45, 90, 135, 180, 225, 270, 315]);
    expect(VEHICLE_VIEWS).toEqual([...EXTERIOR_VIEWS, 'interior']);
    for (const view of ['front', 'side', 'rear']) expect(isExteriorView(view), view).toBe(true);
    for (const view of ['interior', 'top', 'FRONT', '', undefined]) expect(isExteriorView(view), String(view)).toBe(false);
  });

  it('adds the looks to a vehicle address in their one order, and never to the interior', () => {
    expect(imageAddress({ kind: 'vehicle', bodyStyle: 'suv', view: 'front', rgb: '#1f4e79', looks: ['tow-hitch', 'crossbars', 'crossbars'] })).toBe('/images/vehicle/suv/front/1f4e79.svg?acc=crossbars.tow-hitch');
    expect(imageAddress({ kind: 'vehicle', bodyStyle: 'suv', view: 'side-right', rgb: '#1f4e79', width: 900, detail: 'low', looks: ['roof-basket'] })).toBe('/images/vehicle/suv/side-right/1f4e79.svg?wid=900&acc=roof-basket&detail=low');
    expect(imageAddress({ kind: 'vehicle', bodyStyle: 'suv', view: 'interior', rgb: '#8a5a3c', looks: ['roof-basket'] })).toBe('/images/vehicle/suv/interior/8a5a3c.svg');
    expect(imageAddress({ kind: 'vehicle', bodyStyle: 'suv', view: 'front', rgb: '#1f4e79', looks: [] })).toBe('/images/vehicle/suv/front/1f4e79.svg');
    expect(imageAddress({ kind: 'accessory', art: 'crossbars', width: 300 })).toBe('/images/accessory/crossbars.svg?wid=300');
  });

  it('reads ?acc= only in its canonical form: known looks, once each, in order', () => {
    expect(parseLooksParam(undefined)).toBeUndefined();
    expect(parseLooksParam('crossbars')).toEqual(['crossbars']);
    expect(parseLooksParam('crossbars.bike-carrier.tow-hitch')).toEqual(['crossbars', 'bike-carrier', 'tow-hitch']);
    for (const bad of ['', 'bike-carrier.crossbars', 'crossbars.crossbars', 'CROSSBARS', 'crossbars.spaceship', 'crossbars,tow-hitch', 'crossbars.', ['crossbars'], 'x'.repeat(201)]) {
      expect(parseLooksParam(bad), String(bad)).toBeNull();
    }
    expect(canonicalLooks(['winter-wheels', 'nonsense', 'crossbars', 'winter-wheels'])).toEqual(['crossbars', 'winter-wheels']);
    expect(ACCESSORY_LOOKS.every(isAccessoryLook)).toBe(true);
  });

  it('resolves the new views in the image service\'s logical paths', () => {
    expect(resolveLogicalImagePath('/vehicles/sedan/interior/8a5a3c')).toEqual({ ok: true, spec: { kind: 'vehicle', bodyStyle: 'sedan', view: 'interior', rgb: '#8a5a3c' } });
    expect(resolveLogicalImagePath('/vehicles/sedan/head-on/8a5a3c')).toEqual({ ok: true, spec: { kind: 'vehicle', bodyStyle: 'sedan', view: 'head-on', rgb: '#8a5a3c' } });
  });
});
