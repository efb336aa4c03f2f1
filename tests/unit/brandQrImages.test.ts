import { describe, expect, it } from 'vitest';
import { brandQrImages, QR_IMAGE_SIZE } from '../../scripts/build/brandQrImages';
import { BRANDS, brandQrImagePath } from '../../src/domain/brands';

describe('the brands\' download QR images', () => {
  const images = brandQrImages();

  it('are drawn for every brand with a download address, where the login page asks for them', () => {
    const expected = BRANDS.filter((brand) => brand.loginQrUrl).map((brand) => brandQrImagePath(brand).slice(1));
    expect([...images.keys()].sort()).toEqual(expected.sort());
    expect(expected.length).toBeGreaterThan(1);
  });

  it('are standalone SVG files of the size the page shows, each a different code', () => {
    for (const svg of images.values()) {
      expect(svg).toMatch(/^<\?xml[^>]*>\n<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).toContain(`width="${QR_IMAGE_SIZE}"`);
      expect(svg).toMatch(/<path fill="#000000" d="M\d/);
    }
    const distinctAddresses = new Set(BRANDS.filter((b) => b.loginQrUrl).map((b) => b.loginQrUrl)).size;
    expect(new Set(images.values()).size).toBe(distinctAddresses);
  });
});
