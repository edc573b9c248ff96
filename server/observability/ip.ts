import net from 'node:net';

/**
 * Shortens an IP address before it is logged (GDPR: the full address is personal data).
 * IPv4 keeps the first three octets (/24), IPv6 the first three groups (/48).
 */
export function shortenIp(ip: string | undefined | null): string {
  if (!ip) return '';
  const v4mapped = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (net.isIPv4(v4mapped)) {
    const parts = v4mapped.split('.');
    return `${parts.slice(0, 3).join('.')}.0`;
  }
  if (net.isIPv6(ip)) {
    const [head = ''] = ip.split('::');
    const groups = ip.includes('::') ? head.split(':').filter(Boolean) : ip.split(':');
    const kept = [...groups.slice(0, 3)];
    while (kept.length < 3) kept.push('0');
    return `${kept.join(':')}::`;
  }
  return '';
}
