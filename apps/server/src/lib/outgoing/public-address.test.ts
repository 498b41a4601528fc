import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-address.ts';
import { assertOutgoingUrl } from './safe-fetch.ts';

describe('public addresses', () => {
  it.each([
    ['loopback', '127.0.0.1'],
    ['private 10/8', '10.1.2.3'],
    ['private 172.16/12', '172.16.0.1'],
    ['private 172.16/12, its end', '172.31.255.255'],
    ['private 192.168/16', '192.168.1.10'],
    ['link-local (cloud metadata)', '169.254.169.254'],
    ['carrier-grade NAT', '100.64.0.1'],
    ['unspecified', '0.0.0.0'],
    ['this network 0/8', '0.1.2.3'],
    ['benchmarking 198.18/15', '198.18.0.1'],
    ['benchmarking 198.18/15, its end', '198.19.255.255'],
    ['reserved 240/4', '240.0.0.1'],
    ['broadcast', '255.255.255.255'],
    ['multicast', '224.0.0.1'],
    ['documentation', '192.0.2.1'],
    ['IPv6 loopback', '::1'],
    ['IPv6 unspecified', '::'],
    ['unique-local', 'fd00::1'],
    ['IPv6 link-local', 'fe80::1'],
    ['IPv6 multicast', 'ff02::1'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['IPv4-mapped metadata', '::ffff:a9fe:a9fe'],
    ['IPv4-compatible loopback', '::127.0.0.1'],
    ['IPv4-compatible, hexadecimal', '::7f00:1'],
    ['NAT64 of loopback', '64:ff9b::7f00:1'],
    ['NAT64 of a public address', '64:ff9b::808:808'],
    ['local NAT64 64:ff9b:1::/48', '64:ff9b:1::a00:1'],
    ['6to4 of loopback', '2002:7f00:1::'],
    ['6to4 of a public address', '2002:808:808::1'],
    ['Teredo', '2001:0:4136:e378::1'],
    ['IPv6 documentation', '2001:db8::1'],
    ['IPv6 discard', '100::1'],
  ])('refuses %s (%s)', (_, address) => expect(isPublicAddress(address)).toBe(false));

  it.each(['8.8.8.8', '172.32.0.1', '100.128.0.1', '198.20.0.1', '93.184.216.34', '2001:4860:4860::8888', '2a00:1450:4007:80a::200e', '::ffff:8.8.8.8'])('accepts %s', (address) =>
    expect(isPublicAddress(address)).toBe(true),
  );

  it('takes what is not an address for not public', () => {
    expect(isPublicAddress('example.com')).toBe(false);
    expect(isPublicAddress('')).toBe(false);
  });
});

const publicAndPrivate = async () => [
  { address: '93.184.216.34', family: 4 },
  { address: '10.0.0.5', family: 4 },
];

describe('assertOutgoingUrl', () => {
  it.each([
    'http://[::127.0.0.1]/hook',
    'http://[64:ff9b::7f00:1]:8080/hook',
    'http://[2002:7f00:1::]/hook',
    'http://198.18.0.1/hook',
    'http://240.0.0.1/hook',
    'http://0x7f.1/hook',
  ])('refuses %s', async (url) => await expect(assertOutgoingUrl(url, false)).rejects.toThrow(/not a public address/));

  it('refuses loopback hosts and other protocols unless allowed', async () => {
    await expect(assertOutgoingUrl('http://127.0.0.1:11434/v1/chat/completions', false)).rejects.toThrow(/not a public address/);
    await expect(assertOutgoingUrl('http://[::1]:5678/webhook', false)).rejects.toThrow(/not a public address/);
    await expect(assertOutgoingUrl('http://localhost:5678/webhook', false)).rejects.toThrow(/not a public address/);
    await expect(assertOutgoingUrl('http://127.0.0.1:11434/v1', true)).resolves.toBeUndefined();
    await expect(assertOutgoingUrl('file:///etc/passwd', true)).rejects.toThrow(/protocol/);
    await expect(assertOutgoingUrl('https://8.8.8.8/v1', false)).resolves.toBeUndefined();
  });

  it('refuses a name when any of its addresses is private', async () => {
    await expect(assertOutgoingUrl('https://mixed.example/hook', false, publicAndPrivate)).rejects.toThrow(/not a public address/);
  });
});
