/**
 * What the configurator needs to know about one model year (the spec's "Build data": trims with transmissions and
 * packages, colour data, accessories, the destination charge) and the lineup its model step lists. Built once on
 * the server from the catalog, embedded in the page and served as JSON, so the browser never has to stitch five
 * service answers together before it can show a price.
 */
import { accessoryFinalPrice, destinationCharge, latestYear, regionFor, startingMsrp, text, type Catalog, type CatalogModel, type CatalogModelYear } from '#domain/catalog/catalog.ts';
import { drawingPath, exteriorColorViews, featureName, optionPackageView, showcaseColor, trimSpecs, typeCodes, vehicleImagePath } from '#domain/catalog/views.ts';
import type { Language } from '#domain/i18n/languages.ts';
import { isVehicleView, VEHICLE_VIEWS, type VehicleView } from '#domain/imagery/image-paths.ts';
import type { ConfiguratorData } from './contract.ts';

/** The picture's views: the turntable's eight exterior angles and the interior (`colors.view` of the build). */
export type View = VehicleView;
export const VIEWS: readonly View[] = VEHICLE_VIEWS;
export { isVehicleView as isView };

/** The build data's shapes are declared once, as zod schemas, in `./contract.ts`; these are their types. */
export type { AccessoryData, ConfiguratorData, DestinationData, ExteriorColorData, InteriorColorData, PackageData, SummaryData, TransmissionData, TrimData } from './contract.ts';

export interface LineupModel {
  code: string;
  name: string;
  year: number;
  startingMsrp: number;
  image: string;
  categories: { code: string; name: string }[];
  hasHybridTrim: boolean;
  hasWildernessTrim: boolean;
}

const HIGHLIGHTS = 4;


/** The visitor's location as the saved geo data give it (the spec's default is KS, region 060). */
export interface VisitorLocation {
  state: string;
  region?: string | null;
}

/**
 * The build data of a model year in `lang`, priced for `location`. `summaryAccountId` is the retailer account the
 * summary is attributed to (the caller checks it is an active retailer; decision 033), null without one.
 */
export function configuratorData(catalog: Catalog, model: CatalogModel, year: CatalogModelYear, lang: Language, location: VisitorLocation, summaryAccountId: string | null = null): ConfiguratorData {
  const region = regionFor(catalog.regions, location.state, location.region ?? undefined);
  return {
    year: year.year,
    model: { code: model.code, name: model.name, bodyStyle: model.bodyStyle },
    trims: year.trims.map((trim) => ({
      code: trim.code,
      name: trim.name,
      msrp: trim.msrp,
      hybrid: trim.hybrid,
      wilderness: trim.wilderness,
      transmissions: trim.transmissions.map((item) => ({ code: item.code, name: text(item.name, lang), description: text(item.description, lang), msrp: item.msrp })),
      defaultTransmission: trim.defaultTransmission,
      packages: trim.optionPackages.map((pkg) => optionPackageView(pkg, catalog, lang)),
      colors: trim.colors,
      accessoryStates: trim.accessoryStates,
      specs: trimSpecs(trim, lang),
      highlights: trim.features.slice(0, HIGHLIGHTS).map((code) => featureName(catalog, code, lang)),
    })),
    colorData: exteriorColorViews(model, year, lang).map(({ frontWheelRight: _image, ...color }) => color),
    accessories: model.accessories.map((accessory) => {
      const { finalPrice, marker } = accessoryFinalPrice(accessory);
      return {
        code: accessory.code,
        name: text(accessory.name, lang),
        partNumber: accessory.partNumber,
        groupCode: accessory.group,
        finalPrice,
        flag: marker,
        subtitle: accessory.subtitle ? text(accessory.subtitle, lang) : null,
        mostPopular: accessory.mostPopular,
        requires: accessory.requires,
        conflicts: accessory.conflicts,
        includes: accessory.includes,
      };
    }),
    destination: { charge: destinationCharge(year, region), state: location.state.toUpperCase(), region: region?.code ?? null },
    summaryData: { summaryAccountId },
  };
}

/** The model step's lineup: every active model at its latest active year. */
export function lineupModels(catalog: Catalog, lang: Language): LineupModel[] {
  return catalog.models.flatMap((model) => {
    const year = model.active ? latestYear(model) : undefined;
    if (!year) return [];
    return [
      {
        code: model.code,
        name: model.name,
        year: year.year,
        startingMsrp: startingMsrp(year),
        image: vehicleImagePath(model, 'side', showcaseColor(year)?.rgb ?? '#8a97a6'),
        categories: typeCodes(catalog, model, lang).map((type) => ({ code: type.code, name: type.name })),
        hasHybridTrim: year.trims.some((trim) => trim.hybrid),
        hasWildernessTrim: year.trims.some((trim) => trim.wilderness),
      },
    ];
  });
}

export { drawingPath };
