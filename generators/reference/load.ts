/** Loads module and service data; file paths must mirror group/slug and category/slug. */
import path from 'node:path';
import { loadAll, type Loaded } from '../shared/load-all';
import { moduleSchema, serviceSchema, type ModuleData, type ServiceData } from './schema';

function expectPath(file: string, folder: string, slug: string): string[] {
  const actual = path.join(path.basename(path.dirname(file)), path.basename(file, '.yml'));
  const expected = path.join(folder, slug);
  return actual === expected
    ? []
    : [`file must be named ${expected}.yml to match its group/category and slug`];
}

export function loadModules(dataDir: string): Promise<Loaded<ModuleData>[]> {
  return loadAll(path.join(dataDir, 'modules'), moduleSchema, (file, data) =>
    expectPath(file, data.group, data.slug),
  );
}

export function loadServices(dataDir: string): Promise<Loaded<ServiceData>[]> {
  return loadAll(path.join(dataDir, 'services'), serviceSchema, (file, data) =>
    expectPath(file, data.category, data.slug),
  );
}
