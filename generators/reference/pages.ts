/**
 * The reference pages by id (modules/<group>/<slug>, services/<category>/<slug>: their data
 * path), so other families can link and check the modules they name.
 */
import type { Loaded } from '../shared/load-all';
import type { ModuleData, ServiceData } from './schema';

export type ReferencePage = {
  id: string;
  title: string;
  href: string;
  /** The data file of the page, named in errors about its title. */
  file?: string;
};

export function moduleId(data: Pick<ModuleData, 'group' | 'slug'>): string {
  return `modules/${data.group}/${data.slug}`;
}

export function serviceId(data: Pick<ServiceData, 'category' | 'slug'>): string {
  return `services/${data.category}/${data.slug}`;
}

/** The URL path of a module's page, such as /reference/modules/terraform-aws-vpc/vpc-app. */
export function moduleRoute(data: Pick<ModuleData, 'group' | 'slug'>): string {
  return `/reference/modules/terraform-aws-${data.group}/${data.slug}`;
}

/** The URL path of a service's page, such as /reference/services/networking/vpc. */
export function serviceRoute(data: Pick<ServiceData, 'category' | 'slug'>): string {
  return `/reference/services/${data.category}/${data.slug}`;
}

export function referencePages(
  modules: readonly Loaded<ModuleData>[],
  services: readonly Loaded<ServiceData>[],
): Map<string, ReferencePage> {
  const pages = new Map<string, ReferencePage>();
  for (const { file, data } of modules) {
    const id = moduleId(data);
    pages.set(id, { id, title: data.title, href: moduleRoute(data), file });
  }
  for (const { file, data } of services) {
    const id = serviceId(data);
    pages.set(id, { id, title: data.title, href: serviceRoute(data), file });
  }
  return pages;
}
