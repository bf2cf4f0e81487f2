/** localStorage helpers that survive private modes and disabled storage. */

/** True when the key holds "true". */
export function readFlag(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

/** Stores "true" under the key; a failure only means the choice is not remembered. */
export function setFlag(key: string): void {
  try {
    window.localStorage.setItem(key, 'true');
  } catch {
    // Storage can be unavailable (private mode, quota); the dialog still works.
  }
}
