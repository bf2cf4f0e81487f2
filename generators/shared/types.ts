/** A file a generator wants written, relative to the repository root. */
export type OutputFile = { path: string; content: string };
