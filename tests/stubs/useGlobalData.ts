/** Test stand-in for @docusaurus/useGlobalData: plugin data set by each test. */
const pluginData = new Map<string, unknown>();

export function setPluginData(name: string, data: unknown): void {
  pluginData.set(name, data);
}

export function usePluginData(name: string): unknown {
  return pluginData.get(name);
}

export default function useGlobalData(): Record<string, unknown> {
  return Object.fromEntries(pluginData);
}
