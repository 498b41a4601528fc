import { describe, expect, it } from 'vitest';
import { assertOutgoingUrl, isPrivateAddress } from './outgoing-url.ts';

describe('outgoing URL guard', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.10',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fd00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
  ])('takes %s for private', (address) => expect(isPrivateAddress(address)).toBe(true));

  it.each(['8.8.8.8', '172.32.0.1', '100.128.0.1', '2001:4860:4860::8888', '::ffff:8.8.8.8'])('takes %s for public', (address) => expect(isPrivateAddress(address)).toBe(false));

  it('refuses loopback hosts and other protocols unless allowed', async () => {
    await expect(assertOutgoingUrl('http://127.0.0.1:11434/v1/chat/completions', false)).rejects.toThrow(/private or loopback/);
    await expect(assertOutgoingUrl('http://[::1]:5678/webhook', false)).rejects.toThrow(/private or loopback/);
    await expect(assertOutgoingUrl('http://localhost:5678/webhook', false)).rejects.toThrow(/private or loopback/);
    await expect(assertOutgoingUrl('http://127.0.0.1:11434/v1', true)).resolves.toBeUndefined();
    await expect(assertOutgoingUrl('file:///etc/passwd', true)).rejects.toThrow(/protocol/);
    await expect(assertOutgoingUrl('https://8.8.8.8/v1', false)).resolves.toBeUndefined();
  });
});
