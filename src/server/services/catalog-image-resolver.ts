/** Lets the image service answer catalog paths: `/models/{MODEL}[/{year}]/{COLOR}/{front|side|rear}` and chips. */
import type { FastifyInstance } from 'fastify';
import { findModel, findYear, latestYear } from '#domain/catalog/catalog.ts';
import type { ImageSpec, VehicleView } from '#domain/imagery/image-paths.ts';
import type { ImageResolver } from './images.ts';

const PATH = /^\/models\/([A-Z]{3,4})(?:\/(\d{4}))?\/([A-Z0-9]{2,12})\/(front|side|rear|chip)$/;

export function catalogImageResolver(app: FastifyInstance): ImageResolver {
  return async (path): Promise<ImageSpec | null> => {
    const match = PATH.exec(path);
    if (!match) return null;
    const [, modelCode = '', year, colorCode = '', view = 'side'] = match;
    const model = findModel(await app.repositories.catalog.get(), modelCode);
    const modelYear = model && (year ? findYear(model, Number(year)) : latestYear(model));
    const color = modelYear?.exteriorColors.find((item) => item.code === colorCode);
    if (!model || !color) return null;
    if (view === 'chip') return { kind: 'chip', rgb: color.rgb };
    return { kind: 'vehicle', bodyStyle: model.bodyStyle, view: view as VehicleView, rgb: color.rgb };
  };
}
