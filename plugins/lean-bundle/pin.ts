/**
 * npm run lean-bundle:pin — after re-comparing changed upstream files with our copies (see
 * README.md, "Upgrading Docusaurus"), records the installed upstream files' versions and hashes
 * (upstream-pins.json) and the reviewed readers of trimmed data (upstream-readers.json).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { currentPins, findReaders, installedClientCode } from './upstream';

const pins = currentPins();
writeFileSync(path.join(__dirname, 'upstream-pins.json'), `${JSON.stringify(pins, null, 2)}\n`);
const readers = findReaders(installedClientCode());
writeFileSync(
  path.join(__dirname, 'upstream-readers.json'),
  `${JSON.stringify(readers, null, 2)}\n`,
);
console.log(
  `[lean-bundle:pin] ${pins.length} upstream files pinned; ${Object.keys(readers).length} upstream files read trimmed data`,
);
