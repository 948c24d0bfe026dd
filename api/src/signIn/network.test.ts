import { describe, expect, it } from 'vitest';
import { clientPlace } from './network';

describe('clientPlace', () => {
  it('an IPv4 address (also IPv4-mapped IPv6) is itself, in its /24', () => {
    expect(clientPlace('198.51.100.7')).toEqual({ address: '198.51.100.7', network: '198.51.100.0/24' });
    expect(clientPlace('::ffff:198.51.100.7')).toEqual({ address: '198.51.100.7', network: '198.51.100.0/24' });
  });

  it('an IPv6 address counts as its /64, however it is written', () => {
    const place = { address: '2001:db8:0:12::/64', network: '2001:db8:0:12::/64' };
    expect(clientPlace('2001:db8::12:0:0:0:1')).toEqual(place);
    expect(clientPlace('2001:0DB8:0000:0012:ffff:1:2:3')).toEqual(place);
  });

  it('anything else stands for itself', () => {
    expect(clientPlace('unknown')).toEqual({ address: 'unknown', network: 'unknown' });
  });
});
