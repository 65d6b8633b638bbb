/** An inventory vehicle's choices by name in a language, from the catalog (codes stand in for what it lacks). */
import { findModel, text, type Catalog } from '#domain/catalog/catalog.ts';
import type { Language } from '#domain/i18n/languages.ts';
import type { InventoryVehicle } from './types.ts';

export interface VehicleNames {
  colorName: string;
  interiorName: string;
  transmissionName: string;
  packages: string[];
  accessories: string[];
}

export function vehicleNames(vehicle: InventoryVehicle, catalog: Catalog, lang: Language): VehicleNames {
  const model = findModel(catalog, vehicle.modelCode);
  const years = model?.years ?? [];
  const trim = years.flatMap((year) => year.trims).find((item) => item.code === vehicle.trimCode);
  const exterior = years.flatMap((year) => year.exteriorColors).find((color) => color.code === vehicle.exteriorColor.code);
  const interior = years.flatMap((year) => year.exteriorColors).flatMap((color) => color.interiorColors).find((color) => color.code === vehicle.interiorColor.code);
  const transmission = trim?.transmissions.find((item) => item.code === vehicle.transmission);
  return {
    colorName: exterior ? text(exterior.name, lang) : vehicle.exteriorColor.name,
    interiorName: interior ? text(interior.name, lang) : vehicle.interiorColor.name,
    transmissionName: transmission ? text(transmission.name, lang) : vehicle.transmission,
    packages: vehicle.packages.map((code) => {
      const item = trim?.optionPackages.find((candidate) => candidate.code === code);
      return item ? text(item.name, lang) : code;
    }),
    accessories: vehicle.accessories.map((code) => {
      const item = model?.accessories.find((candidate) => candidate.code === code);
      return item ? text(item.name, lang) : code;
    }),
  };
}
