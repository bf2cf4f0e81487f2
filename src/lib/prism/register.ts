/**
 * Registers the site's additional languages on prism-react-renderer's Prism, synchronously: the
 * imports run in order (expose the instance, extend it, restore the global). Keep this list equal
 * to `additionalLanguages` in ./languages.ts (a unit test checks it).
 */
import './expose';
import 'prismjs/components/prism-hcl';
import 'prismjs/components/prism-python';
import 'prismjs/components/prism-yaml';
import 'prismjs/components/prism-json';
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-go';
import 'prismjs/components/prism-docker';
import './restore';
