/** Docusaurus plugin: publishes the repository sets to the client as global data. */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import * as z from 'zod';
import { loadRepoSets } from './load';

/** Name under which the client reads the sets with usePluginData. */
export const pluginName = 'repo-sets';

// Docusaurus adds its own keys (such as the plugin id) to the options it passes in.
const optionsSchema = z.object({ moduleName: z.string().min(1) });

export type Options = z.infer<typeof optionsSchema>;

export default function repoSetsPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options = optionsSchema.parse(rawOptions);
  return {
    name: pluginName,
    async loadContent() {
      return loadRepoSets({
        dataFile: path.join(context.siteDir, 'data', 'github-repos.yml'),
        moduleName: options.moduleName,
        importModule: (name) => import(name),
        log: (message) => {
          console.info(`[repo-sets] ${message}`);
        },
      });
    },
    contentLoaded({ content, actions }) {
      actions.setGlobalData(content);
    },
    getPathsToWatch() {
      return [path.join(context.siteDir, 'data', 'github-repos.yml')];
    },
  };
}
