import { afterEach, describe, expect, it } from 'vitest';
import { deflateContextOf, perMessageDeflateOf, realtimeOptionsFromEnv } from './realtime-options';

describe('permessage-deflate setting', () => {
  const names = ['WS_DEFLATE_THRESHOLD_BYTES', 'WS_DEFLATE_WINDOW_BITS'] as const;
  const saved = names.map((name) => process.env[name]);
  afterEach(() => {
    names.forEach((name, i) => {
      const value = saved[i];
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    });
  });

  it('is on for messages of 256 bytes or more unless set, with an 8 KB window and a hash table to match', () => {
    for (const name of names) delete process.env[name];
    expect(perMessageDeflateOf(realtimeOptionsFromEnv())).toEqual({ threshold: 256, serverMaxWindowBits: 13, zlibDeflateOptions: { memLevel: 5 } });
  });

  it('takes a window of 2^9 to 2^15 bytes, and the default for anything else', () => {
    process.env.WS_DEFLATE_WINDOW_BITS = '15';
    expect(deflateContextOf(realtimeOptionsFromEnv())).toEqual({ windowBits: 15, memLevel: 7 });
    process.env.WS_DEFLATE_WINDOW_BITS = '9';
    expect(deflateContextOf(realtimeOptionsFromEnv())).toEqual({ windowBits: 9, memLevel: 1 });
    for (const wrong of ['8', '16', '12.5', 'x']) {
      process.env.WS_DEFLATE_WINDOW_BITS = wrong;
      expect(realtimeOptionsFromEnv().deflateWindowBits).toBe(13);
    }
  });

  it('is off with a threshold of 0', () => {
    process.env.WS_DEFLATE_THRESHOLD_BYTES = '0';
    expect(perMessageDeflateOf(realtimeOptionsFromEnv())).toBe(false);
  });

  it('offers deflate for messages of at least the threshold', () => {
    process.env.WS_DEFLATE_THRESHOLD_BYTES = '1024';
    expect(perMessageDeflateOf(realtimeOptionsFromEnv())).toMatchObject({ threshold: 1024 });
  });
});
