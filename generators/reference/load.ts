/** Loads module and service data; file paths must be group/slug.yml and category/slug.yml. */
import path from 'node:path';
import { loadAll, type Loaded } from '../shared/load-all';
import { moduleSchema, serviceSchema, type ModuleData, type ServiceData } from './schema';

/**
 * A page's file is exactly `<group or category>/<slug>.yml` below its family's folder: a copy
 * in a deeper folder (modules/old/vpc/vpc-app.yml) would be a second file for the same page,
 * and one of the two would silently win.
 */
function expectPath(dir: string, file: string, folder: string, slug: string): string[] {
  const actual = path.relative(dir, file);
  const expected = path.join(folder, `${slug}.yml`);
  return actual === expected
    ? []
    : [
        `(file): is ${actual} in ${dir}; it must be ${expected} there to match its group/category and slug`,
      ];
}

export function loadModules(dataDir: string): Promise<Loaded<ModuleData>[]> {
  const dir = path.join(dataDir, 'modules');
  return loadAll(dir, moduleSchema, (file, data) => expectPath(dir, file, data.group, data.slug));
}

export function loadServices(dataDir: string): Promise<Loaded<ServiceData>[]> {
  const dir = path.join(dataDir, 'services');
  return loadAll(dir, serviceSchema, (file, data) =>
    expectPath(dir, file, data.category, data.slug),
  );
}
