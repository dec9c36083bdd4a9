import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies';
import { phoneHref, safeExternalHref } from './safe-href';

describe('safeExternalHref', () => {
  it('keeps web and messenger links', () => {
    expect(safeExternalHref('https://wa.me/905551112233')).toBe('https://wa.me/905551112233');
    expect(safeExternalHref(' tg://resolve?domain=charterdesk ')).toBe('tg://resolve?domain=charterdesk');
  });

  it('refuses script URLs, relative paths and blanks', () => {
    expect(safeExternalHref('javascript:alert(1)')).toBeUndefined();
    expect(safeExternalHref('data:text/html,<b>x</b>')).toBeUndefined();
    expect(safeExternalHref('/contact')).toBeUndefined();
    expect(safeExternalHref('')).toBeUndefined();
    expect(safeExternalHref(null)).toBeUndefined();
  });
});

describe('phoneHref', () => {
  it('builds a tel: link from a formatted number', () => {
    expect(phoneHref('+90 (242) 123-45-67')).toBe('tel:+902421234567');
    expect(phoneHref('call us')).toBeUndefined();
  });
});

describe('readCookie', () => {
  it('finds a cookie whose name contains a dot', () => {
    expect(readCookie('a=1; Abp.TenantId=7; b=2', 'Abp.TenantId')).toBe('7');
    expect(readCookie('Abp.TenantIdX=3', 'Abp.TenantId')).toBeUndefined();
    expect(readCookie('Abp.TenantId=', 'Abp.TenantId')).toBeUndefined();
    expect(readCookie('x=caf%C3%A9', 'x')).toBe('café');
  });
});
