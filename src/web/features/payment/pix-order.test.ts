import { describe, expect, it } from 'vitest';
import { formatCountdown, pixOrder } from './pix-order';

const pix = { orderId: 'o1', qrCode: '000201', qrCodeUrl: 'data:image/png;base64,', expiresIn: 600 };

describe('pixOrder', () => {
  it('counts down and polls for as long as the server says the code is valid', () => {
    expect(pixOrder(pix, 1_000)).toEqual({ orderId: 'o1', qrCode: '000201', qrCodeUrl: pix.qrCodeUrl, expiresAt: 601_000, pollLimitMs: 600_000 });
  });

  it('follows a validity other than ten minutes: 30 minutes, or what is left of a restored code', () => {
    expect(pixOrder({ ...pix, expiresIn: 1_800 }, 0)).toMatchObject({ expiresAt: 1_800_000, pollLimitMs: 1_800_000 });
    expect(pixOrder({ ...pix, expiresIn: 510 }, 5_000)).toMatchObject({ expiresAt: 515_000, pollLimitMs: 510_000 });
  });

  it('treats an already expired code as expired now', () => {
    expect(pixOrder({ ...pix, expiresIn: 0 }, 7_000)).toMatchObject({ expiresAt: 7_000, pollLimitMs: 0 });
  });
});

describe('formatCountdown', () => {
  it.each([
    [600_000, '10:00'],
    [597_000, '09:57'],
    [1_800_000, '30:00'],
    [400, '00:01'],
    [-5_000, '00:00'],
  ])('%i ms read %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });
});
