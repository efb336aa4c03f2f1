import { useState } from 'react';

interface Props {
  logo: string;
  title: string;
}

/**
 * Logo and title; the title is the heading text, so the logo itself is decorative. A logo that fails to load
 * (a dead address, a picture the browser cannot read) gives way to a neutral mark of the same size, so the
 * header keeps its layout.
 */
export function BrandMark({ logo, title }: Props) {
  const [failed, setFailed] = useState<string>();
  return (
    <span className="brand-mark">
      {logo && failed !== logo ? <img src={logo} alt="" className="brand-logo" onError={() => setFailed(logo)} data-testid="brand-logo" /> : null}
      {logo && failed === logo ? <i className="pi pi-building brand-logo brand-logo-fallback" aria-hidden="true" data-testid="brand-logo-fallback" /> : null}
      <span className="brand-title">{title}</span>
    </span>
  );
}
