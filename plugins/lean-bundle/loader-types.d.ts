/** What this plugin's Rspack loaders use of their `this` (JSDoc types of the .cjs loaders). */
export type LoaderContext<Options = Record<string, unknown>> = {
  resourcePath: string;
  resourceQuery: string;
  addDependency(file: string): void;
  getOptions(): Options;
};
