/**
 * The seed's images: steps register an SVG per media key while planning (duplicates are drawn
 * once), then every missing file is rendered to WebP in all widths.
 */
import os from 'node:os';
import { defaultMediaCacheDir, mediaUrl, runLimited, writeMediaSet, type Aspect } from '../../media/index.js';
import type { MediaStorage } from '../../media/storage.js';
import { garmentSvg, type GarmentKind, type GarmentStyle, type GarmentView } from './art/index.js';
import { colorByKey, type ColorKey } from './content/colors.js';

type ImageJob = { svg: () => string; aspect: Aspect };

function garmentKey(kind: GarmentKind, style: GarmentStyle, color: ColorKey, view: GarmentView): string {
  return `products/${kind}${style ? `-${style}` : ''}-${color}${view === 'front' ? '' : `-${view}`}`;
}

export class ImagePlanner {
  readonly images = new Map<string, ImageJob>();

  /** Registers `key` (drawn by `svg` only if its files are missing) and returns its stored URL. */
  image(key: string, aspect: Aspect, svg: () => string): string {
    if (!this.images.has(key)) this.images.set(key, { svg, aspect });
    return mediaUrl(key);
  }

  /**
   * One image set per garment, style, colour and view, shared by every product of that garment,
   * so even a 10,000-product catalogue renders a few hundred image sets.
   */
  garment(kind: GarmentKind, style: GarmentStyle, color: ColorKey, view: GarmentView): string {
    const hex = colorByKey.get(color)!.hex;
    return this.image(garmentKey(kind, style, color, view), 'product', () =>
      garmentSvg(kind, hex, view, style),
    );
  }
}

export interface RenderOptions {
  storage: MediaStorage;
  /** Render cache shared between runs; `false` renders every missing file. */
  mediaCacheDir?: string | false;
}

/** Writes every registered image that is missing (files that exist are skipped). Returns the count. */
export async function renderImages(planner: ImagePlanner, opts: RenderOptions): Promise<number> {
  const jobs = [...planner.images.entries()];
  const cacheDir = opts.mediaCacheDir === false ? undefined : (opts.mediaCacheDir ?? defaultMediaCacheDir());
  const concurrency = Math.max(2, Math.min(8, (os.availableParallelism?.() ?? os.cpus().length) + 1));
  await runLimited(
    jobs.map(
      ([key, job]) =>
        () =>
          writeMediaSet(opts.storage, key, job.svg, job.aspect, { cacheDir }),
    ),
    concurrency,
  );
  return jobs.length;
}
