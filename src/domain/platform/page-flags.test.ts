import { describe, expect, it } from 'vitest';
import { flagList, LAYOUT_FLAGS, pageFlags, parseFlagList, wantsSaveData } from './page-flags.ts';

describe('page flags', () => {
  it('shows everything and asks for nothing by default', () => {
    expect(pageFlags()).toEqual({
      hideNavigation: false,
      hideRibbon: false,
      hideFooter: false,
      hideFixedNavigation: false,
      hideBackTo: false,
      lowResolutionImages: false,
      callTracking: false,
      retailersRequired: false,
    });
  });

  it('hides every part of the shell in the embed view, whatever the page says', () => {
    const flags = pageFlags({ embed: true, page: { hideFooter: false } });
    for (const flag of LAYOUT_FLAGS) expect(flags[flag], flag).toBe(true);
    expect(flags.lowResolutionImages).toBe(false);
  });

  it("takes the page's own flags, the request's Save-Data, the configuration's call tracking and the geogate", () => {
    expect(pageFlags({ page: { hideNavigation: true, hideBackTo: true }, saveData: true, callTracking: true, retailersRequired: true })).toEqual({
      hideNavigation: true,
      hideRibbon: false,
      hideFooter: false,
      hideFixedNavigation: false,
      hideBackTo: true,
      lowResolutionImages: true,
      callTracking: true,
      retailersRequired: true,
    });
  });

  it('reads Save-Data: on only', () => {
    expect(wantsSaveData('on')).toBe(true);
    expect(wantsSaveData(' On ')).toBe(true);
    expect(wantsSaveData(['on'])).toBe(true);
    for (const value of [undefined, '', 'off', '1', 'true', 'on;x']) expect(wantsSaveData(value), String(value)).toBe(false);
  });
});

describe('the flags on the page', () => {
  it('writes the set flags as words and reads them back', () => {
    const flags = pageFlags({ embed: true, saveData: true });
    expect(flagList(flags)).toBe('hideNavigation hideRibbon hideFooter hideFixedNavigation hideBackTo lowResolutionImages');
    expect(parseFlagList(flagList(flags))).toEqual(flags);
    expect(flagList(pageFlags())).toBe('');
    expect(parseFlagList(undefined)).toEqual(pageFlags());
    expect(parseFlagList('hideFooter bogus')).toEqual(pageFlags({ page: { hideFooter: true } }));
  });
});
