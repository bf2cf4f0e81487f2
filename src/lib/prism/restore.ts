// Imported last by ./register: takes prism-react-renderer's instance back off the global object.
import { previousPrism } from './expose';

const global = globalThis as { Prism?: unknown };
if (previousPrism === undefined) delete global.Prism;
else global.Prism = previousPrism;
