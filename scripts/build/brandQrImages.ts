// The login page's download QR code is one image per brand (product.md: each brand sets a "login QR image").
// Drawn here at build time with qrcode.react, so /login ships a small SVG file instead of the QR encoder.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QRCodeSVG } from 'qrcode.react';
import { BRANDS, brandQrImagePath } from '../../src/domain/brands';

export const QR_IMAGE_SIZE = 112;

/** Path under the site root (without the leading slash) and SVG text of each brand's download QR code. */
export function brandQrImages(): Map<string, string> {
  const images = new Map<string, string>();
  for (const brand of BRANDS) {
    if (!brand.loginQrUrl) continue;
    const svg = renderToStaticMarkup(createElement(QRCodeSVG, { value: brand.loginQrUrl, size: QR_IMAGE_SIZE, marginSize: 4 }));
    images.set(brandQrImagePath(brand).slice(1), `<?xml version="1.0" encoding="UTF-8"?>\n${svg.replace('<svg ', '<svg xmlns="http://www.w3.org/2000/svg" ')}\n`);
  }
  return images;
}
