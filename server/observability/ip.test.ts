import { describe, expect, it } from 'vitest';
import { shortenIp } from './ip';

describe('IP addresses in logs', () => {
  it('keeps the first three octets of an IPv4 address', () => {
    expect(shortenIp('203.0.113.77')).toBe('203.0.113.0');
  });

  it('shortens IPv4-mapped IPv6 addresses like IPv4', () => {
    expect(shortenIp('::ffff:198.51.100.23')).toBe('198.51.100.0');
  });

  it('keeps the first three groups of an IPv6 address', () => {
    expect(shortenIp('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::');
    expect(shortenIp('2001:db8::1')).toBe('2001:db8:0::');
  });

  it('gives nothing for missing or invalid input', () => {
    expect(shortenIp(undefined)).toBe('');
    expect(shortenIp('not-an-ip')).toBe('');
  });
});
