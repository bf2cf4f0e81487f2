// Prism's language files register themselves on globalThis.Prism and export nothing.
declare module 'prismjs/components/*';
