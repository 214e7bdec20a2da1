import { describe, expect, it } from 'vitest';
import { DISALLOWED_PATHS, robotsTxt } from '../src/lib/robots-txt';

describe('robots.txt', () => {
  const robots = robotsTxt('https://doors.example/');
  const lines = robots.split('\n');

  it('lets every crawler into the public pages and names the sitemap index by its absolute URL', () => {
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines.filter((line) => line.startsWith('Sitemap:'))).toEqual(['Sitemap: https://doors.example/sitemap.xml']);
    expect(robots.endsWith('\n')).toBe(true);
  });

  it('keeps crawlers out of the API, sign-in and the signed-in pages', () => {
    const disallowed = lines.filter((line) => line.startsWith('Disallow:')).map((line) => line.slice('Disallow: '.length));
    expect(disallowed).toEqual([...DISALLOWED_PATHS]);
    for (const path of ['/api/', '/auth', '/my-inventory', '/add-inventory', '/saved', '/account', '/inbox', '/deals', '/impact', '/notifications', '/forgot-password', '/reset-password', '/unsubscribe'])
      expect(disallowed).toContain(path);
  });

  it('disallows none of the pages the sitemap lists (robots rules match path prefixes)', () => {
    for (const path of ['/', '/doors', '/parts', '/inventory', '/item/12', '/business/3', '/sitemap.xml', '/sitemaps/1.xml'])
      expect(DISALLOWED_PATHS.some((prefix) => path.startsWith(prefix)), path).toBe(false);
  });
});
