import { mkdtemp, rm, writeFile } from 'fs/promises';
import { tmpdir } from 'os';
import path from 'path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectImageType, inspectImageFile } from '../image-type';

let dir: string;
const pixel = () => sharp({ create: { width: 4, height: 3, channels: 3, background: '#0689a0' } });

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'images-test-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function file(name: string, content: Buffer | string): Promise<string> {
  const filepath = path.join(dir, name);
  await writeFile(filepath, content);
  return filepath;
}

describe('detectImageType', () => {
  it('knows PNG, JPEG and WebP by their first bytes', () => {
    expect(detectImageType(Buffer.from('89504e470d0a1a0a0000', 'hex'))?.mime).toBe('image/png');
    expect(detectImageType(Buffer.from('ffd8ffe000104a464946', 'hex'))?.mime).toBe('image/jpeg');
    expect(detectImageType(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]))?.mime).toBe(
      'image/webp',
    );
  });

  it('refuses anything else', () => {
    expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageType(Buffer.from('GIF89a......'))).toBeNull();
    expect(detectImageType(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt ')]))).toBeNull();
    expect(detectImageType(Buffer.from('8950', 'hex'))).toBeNull();
    expect(detectImageType(Buffer.alloc(0))).toBeNull();
  });
});

describe('inspectImageFile', () => {
  it('accepts real images whatever their name, with type and size', async () => {
    const png = await file('gambar.txt', await pixel().png().toBuffer());
    expect(await inspectImageFile(png)).toEqual({ mime: 'image/png', ext: '.png', width: 4, height: 3 });
    const jpeg = await file('foto', await pixel().jpeg().toBuffer());
    expect((await inspectImageFile(jpeg))?.ext).toBe('.jpg');
    const webp = await file('x.png', await pixel().webp().toBuffer());
    expect((await inspectImageFile(webp))?.mime).toBe('image/webp');
  });

  it('refuses text renamed .png, SVG, and a forged header', async () => {
    expect(await inspectImageFile(await file('teks.png', 'bukan gambar sama sekali'))).toBeNull();
    expect(
      await inspectImageFile(await file('logo.png', '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>')),
    ).toBeNull();
    const forged = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('tidak ada chunk IHDR di sini')]);
    expect(await inspectImageFile(await file('palsu.png', forged))).toBeNull();
  });

  it('refuses a file whose magic bytes and real format disagree', async () => {
    // JPEG magic bytes glued in front of a PNG body: sharp reads it as JPEG and fails, or not as PNG.
    const png = await pixel().png().toBuffer();
    const mixed = Buffer.concat([Buffer.from('ffd8ff', 'hex'), png]);
    expect(await inspectImageFile(await file('campur.jpg', mixed))).toBeNull();
  });
});
