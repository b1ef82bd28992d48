import { describe, expect, it } from 'vitest';
import { checkServerUrl, isLoopbackHost } from './server-url';

describe('checkServerUrl', () => {
  it.each([
    ['http://127.0.0.1:3000', 'http://127.0.0.1:3000'],
    ['  http://localhost:3000/ ', 'http://localhost:3000'],
    ['http://[::1]:8080', 'http://[::1]:8080'],
    ['https://admin.example.com', 'https://admin.example.com'],
    ['HTTPS://Admin.Example.com:8443/', 'https://admin.example.com:8443'],
  ])('accepts %s as %s', (input, origin) => {
    expect(checkServerUrl(input)).toEqual({ ok: true, origin });
  });

  it.each([
    ['', 'Informe o endereço do servidor.'],
    ['127.0.0.1:3000', 'O endereço deve começar com http:// ou https://.'],
    ['not a url', 'O endereço deve começar com http:// ou https://.'],
    ['http://exa mple.com', 'Endereço inválido. Exemplo: http://127.0.0.1:3000'],
    ['ftp://127.0.0.1', 'O endereço deve começar com http:// ou https://.'],
    ['file:///etc/passwd', 'O endereço deve começar com http:// ou https://.'],
    ['https://user:pw@example.com', 'O endereço não pode conter usuário ou senha.'],
    [
      'http://127.0.0.1:3000/admin',
      'Informe só o endereço do servidor, sem caminho (ex.: /admin).',
    ],
    ['http://127.0.0.1:3000/?x=1', 'Informe só o endereço do servidor, sem caminho (ex.: /admin).'],
  ])('refuses %j', (input, error) => {
    expect(checkServerUrl(input)).toEqual({ ok: false, error });
  });

  it('refuses clear-text http to another machine, where the password would cross the network', () => {
    const answer = checkServerUrl('http://192.168.0.10:3000');
    expect(answer.ok).toBe(false);
    expect(answer).toMatchObject({ error: expect.stringContaining('https://') });
  });
});

describe('isLoopbackHost', () => {
  it('knows this machine from the others', () => {
    expect(isLoopbackHost('127.0.0.5')).toBe(true);
    expect(isLoopbackHost('localhost')).toBe(true);
    expect(isLoopbackHost('127.example.com')).toBe(false);
    expect(isLoopbackHost('10.0.0.1')).toBe(false);
  });
});
