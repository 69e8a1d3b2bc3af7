/**
 * The storage srcset rule lives in one place (cms/src/lib/content/image-sources.ts): the SPA's images and the
 * server's preload of a page's main image must name the same candidates, or the browser downloads the image twice.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import type { ImageFormats } from '@hmrpl/contract';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import * as storage from '@/lib/storage';
import * as rule from '../../../../cms/src/lib/content/image-sources';

const formats: ImageFormats = {
  thumbnail: { path: 'thumbnail_a.jpg', width: 245, height: 163, webp: 'thumbnail_webp_a.webp' },
  small: { path: 'small_a.jpg', width: 500, height: 333, webp: 'small_webp_a.webp' },
  large: { path: 'large_a.jpg', width: 1000, height: 667, webp: 'large_webp_a.webp' },
};

describe('the storage srcset rule', () => {
  it('is the CMS rule itself, not a copy', () => {
    expect(storage.storageUrl).toBe(rule.storageUrl);
    expect(storage.storageSrcSet).toBe(rule.storageSrcSet);
    expect(storage.webpSrcSet).toBe(rule.webpSrcSet);
    expect(storage.pictureSources).toBe(rule.pictureSources);
  });

  it('offers the WebP twins first and keeps the original format as the fallback', () => {
    const { container } = render(
      <ResponsiveImage path="a.jpg" webp="webp_a.webp" formats={formats} width={2560} height={1707} alt="Foto" />,
    );
    const source = container.querySelector('picture > source');
    const img = container.querySelector('picture > img');
    expect(source?.getAttribute('type')).toBe('image/webp');
    expect(source?.getAttribute('srcset')).toBe(
      '/storage/thumbnail_webp_a.webp 245w, /storage/small_webp_a.webp 500w, /storage/large_webp_a.webp 1000w, /storage/webp_a.webp 2560w',
    );
    expect(source?.getAttribute('srcset')).toBe(rule.webpSrcSet(formats, { webp: 'webp_a.webp', width: 2560 }));
    expect(img?.getAttribute('src')).toBe('/storage/a.jpg');
    expect(img?.getAttribute('srcset')).toBe(
      '/storage/thumbnail_a.jpg 245w, /storage/small_a.jpg 500w, /storage/large_a.jpg 1000w, /storage/a.jpg 2560w',
    );
  });

  it('draws a plain <img> when there is no WebP (a WebP original, or one not converted yet)', () => {
    const { container } = render(<ResponsiveImage path="b.webp" width={800} height={600} alt="Foto" />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/storage/b.webp');
  });

  it('has no second copy anywhere in the web or CMS sources', () => {
    const root = path.resolve(__dirname, '../../../..');
    const copies: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== 'node_modules' && entry.name !== '__tests__') walk(full);
        } else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) {
          // a srcset candidate being written: `${url} ${width}w`
          if (/\}w[`,]/.test(readFileSync(full, 'utf8'))) copies.push(path.relative(root, full));
        }
      }
    };
    walk(path.join(root, 'web', 'src'));
    walk(path.join(root, 'cms', 'src'));
    expect(copies).toEqual(['cms/src/lib/content/image-sources.ts']);
  });
});
