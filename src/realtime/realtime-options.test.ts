import { afterEach, describe, expect, it } from 'vitest';
import { perMessageDeflateOf, realtimeOptionsFromEnv } from './realtime-options';

describe('permessage-deflate setting', () => {
  const saved = process.env.WS_DEFLATE_THRESHOLD_BYTES;
  afterEach(() => {
    if (saved === undefined) delete process.env.WS_DEFLATE_THRESHOLD_BYTES;
    else process.env.WS_DEFLATE_THRESHOLD_BYTES = saved;
  });

  it('is on for messages of 256 bytes or more unless set', () => {
    delete process.env.WS_DEFLATE_THRESHOLD_BYTES;
    expect(perMessageDeflateOf(realtimeOptionsFromEnv())).toEqual({ threshold: 256 });
  });

  it('is off with a threshold of 0', () => {
    process.env.WS_DEFLATE_THRESHOLD_BYTES = '0';
    expect(perMessageDeflateOf(realtimeOptionsFromEnv())).toBe(false);
  });

  it('offers deflate for messages of at least the threshold', () => {
    process.env.WS_DEFLATE_THRESHOLD_BYTES = '1024';
    expect(perMessageDeflateOf(realtimeOptionsFromEnv())).toEqual({ threshold: 1024 });
  });
});
