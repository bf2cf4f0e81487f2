/** Which built files get a precompressed `.gz` twin. */

/** Text formats worth compressing; Pagefind's index files are gzip already. */
export const compressible = /\.(html|js|css|svg|xml|json|txt|md|map|webmanifest|wasm)$/;

/** Files not worth a twin: tiny ones gain nothing, and a twin must be smaller than its original. */
export function worthCompressing(size: number, compressedSize: number): boolean {
  return size >= 1024 && compressedSize < size * 0.9;
}
