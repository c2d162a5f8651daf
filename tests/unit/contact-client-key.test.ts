/** @jest-environment node */
import { clientKey } from '@/lib/http/client-key';

jest.mock('server-only', () => ({}));

const behindNginx = { onVercel: false, trustedHops: 1 };

function request(headers: Record<string, string>) {
  return new Request('http://localhost/api/contact', { method: 'POST', headers });
}

describe('the rate limit key', () => {
  it('is the address the nearest proxy appended, whatever the visitor wrote before it', () => {
    expect(clientKey(request({ 'x-forwarded-for': '203.0.113.7' }), behindNginx)).toBe('203.0.113.7');
    // A forged entry per request changes nothing: the proxy's own entry is the last one.
    for (const forged of ['1.1.1.1', '10.0.0.1, 10.0.0.2', 'not an address']) {
      expect(clientKey(request({ 'x-forwarded-for': `${forged}, 203.0.113.7` }), behindNginx)).toBe('203.0.113.7');
    }
  });

  it('skips the further proxies of ours it is told about', () => {
    const twoHops = { onVercel: false, trustedHops: 2 };
    expect(clientKey(request({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7, 10.0.0.5' }), twoHops)).toBe('203.0.113.7');
    // Fewer entries than hops: the left-most one, the closest to the visitor there is.
    expect(clientKey(request({ 'x-forwarded-for': '203.0.113.7' }), twoHops)).toBe('203.0.113.7');
  });

  it("on Vercel, takes Vercel's own header and ignores X-Forwarded-For", () => {
    const vercel = { onVercel: true, trustedHops: 1 };
    const headers = { 'x-vercel-forwarded-for': '203.0.113.7', 'x-forwarded-for': '6.6.6.6' };
    expect(clientKey(request(headers), vercel)).toBe('203.0.113.7');
    // Elsewhere nobody strips that header, so a visitor could write it: it is ignored.
    expect(clientKey(request(headers), behindNginx)).toBe('6.6.6.6');
  });

  it('never lets a header grow the key, and has a key without any header', () => {
    expect(clientKey(request({ 'x-forwarded-for': `x${'1'.repeat(5_000)}` }), behindNginx)).toHaveLength(64);
    expect(clientKey(request({}), behindNginx)).toBe('unknown');
    expect(clientKey(request({ 'x-forwarded-for': ' , ' }), behindNginx)).toBe('unknown');
  });
});
