import { describe, expect, it } from 'vitest';
import { jsonForScript } from './jsonForScript';

describe('jsonForScript', () => {
  it('escapes what could end a script element, and parses back to the same value', () => {
    const value = { name: '</script><script>alert(1)</script> & <!-- x -->\u2028' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
