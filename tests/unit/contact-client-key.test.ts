/** @jest-environment node */
import { clientKey } from '@/lib/http/client-key';

jest.mock('server-only', () => ({}));

const behindNginx = false;

function request(headers: Record<string, string>) {
  return new Request('http://localhost/api/contact', { method: 'POST', headers });
}

describe('the rate limit key', () => {
  // Under `next start` the method guard writes the one entry (tests/unit/method-guard.test.ts proves the rule).
  it('is the right-most X-Forwarded-For entry, the nearest one', () => {
    expect(clientKey(request({ 'x-forwarded-for': '203.0.113.7' }), behindNginx)).toBe('203.0.113.7');
    for (const forged of ['1.1.1.1', '10.0.0.1, 10.0.0.2', 'not an address']) {
      expect(clientKey(request({ 'x-forwarded-for': `${forged}, 203.0.113.7` }), behindNginx)).toBe('203.0.113.7');
    }
  });

  it("on Vercel, takes Vercel's own header and ignores X-Forwarded-For", () => {
    const vercel = true;
    const headers = { 'x-vercel-forwarded-for': '203.0.113.7', 'x-forwarded-for': '6.6.6.6' };
    expect(clientKey(request(headers), vercel)).toBe('203.0.113.7');
    // Elsewhere nobody strips that header, so a visitor could write it: it is ignored.
    expect(clientKey(request(headers), behindNginx)).toBe('6.6.6.6');
  });

  it('never lets a header grow the key, and has a key without any header', () => {
    expect(clientKey(request({ 'x-forwarded-for': `x${'1'.repeat(5_000)}` }), behindNginx)).toBe('invalid');
    expect(clientKey(request({}), behindNginx)).toBe('unknown');
    expect(clientKey(request({ 'x-forwarded-for': ' , ' }), behindNginx)).toBe('unknown');
    // Whatever is no address shares one key: inventing garbage never makes a new client.
    for (const garbage of ['not an address', '999.1.1.1', '[::1', '2001:db8::g'])
      expect(clientKey(request({ 'x-forwarded-for': garbage }), behindNginx)).toBe('invalid');
  });

  it('never makes a new client of a port', () => {
    const key = (address: string) => clientKey(request({ 'x-forwarded-for': address }), behindNginx);
    for (const port of ['50001', '50002', '443', ''])
      expect(key(`198.18.99.7${port ? `:${port}` : ''}`)).toBe('198.18.99.7');
    expect(key('[2001:db8::1]:443')).toBe(key('2001:db8::1'));
    expect(key('[2001:db8::1]')).toBe(key('2001:db8::1'));
  });

  it('reads every spelling of one IPv6 address as one client, and the whole /64 as one client', () => {
    const key = (address: string) => clientKey(request({ 'x-forwarded-for': address }), behindNginx);
    const spellings = [
      '2001:db8:0:0:0:0:0:1',
      '2001:0DB8:0000:0000:0000:0000:0000:0001',
      '2001:db8::1',
      '2001:DB8::1',
      '[2001:db8::1]:8443',
      '2001:db8::ffff:ffff:ffff:fffe',
      '2001:db8:0:0:1234:5678:9abc:def0',
    ];
    expect(new Set(spellings.map(key))).toEqual(new Set(['2001:db8:0:0::/64']));
    expect(key('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    // An IPv4 address written as IPv4-mapped IPv6 is that IPv4 client.
    expect(key('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(key('[::FFFF:cb00:7107]:1234')).toBe('203.0.113.7');
    expect(key('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('normalises the address Vercel gives too', () => {
    const vercel = true;
    const headers = { 'x-vercel-forwarded-for': '2001:db8:0:0:aaaa::7' };
    expect(clientKey(request(headers), vercel)).toBe('2001:db8:0:0::/64');
  });
});
