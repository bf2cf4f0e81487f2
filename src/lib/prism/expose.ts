// Prism's language files extend `globalThis.Prism`; expose prism-react-renderer's instance to them.
// Imported first by ./register, before the language files (ES modules evaluate in import order).
import { Prism } from 'prism-react-renderer';

const global = globalThis as { Prism?: unknown };
export const previousPrism = global.Prism;
global.Prism = Prism;
