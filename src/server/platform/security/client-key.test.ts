import { describe, expect, it } from 'vitest';
import { clientKey } from './client-key';

describe('clientKey: the client a rate-limit budget belongs to', () => {
  it('keeps an IPv4 address as it is, also when mapped into IPv6', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::FFFF:198.51.100.1')).toBe('198.51.100.1');
  });

  it('groups IPv6 addresses by their /64, whatever their spelling', () => {
    const key = clientKey('2001:db8:85a3:1234:0000:8a2e:0370:7334');
    expect(key).toBe('2001:db8:85a3:1234::/64');
    expect(clientKey('2001:db8:85a3:1234::1')).toBe(key);
    expect(clientKey('2001:DB8:85A3:1234:ffff:ffff:ffff:ffff')).toBe(key);
    expect(clientKey('2001:0db8:85a3:1234:1:2:3:4')).toBe(key);
    expect(clientKey('2001:db8:85a3:1234::1%eth0')).toBe(key);
  });

  it('tells different /64 prefixes apart', () => {
    expect(clientKey('2001:db8:85a3:1235::1')).not.toBe(clientKey('2001:db8:85a3:1234::1'));
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1')).toBe('fe80:0:0:0::/64');
  });
});
