interface Props {
  logo: string;
  title: string;
}

/** Logo and title; the title is the heading text, so the logo itself is decorative. */
export function BrandMark({ logo, title }: Props) {
  return (
    <span className="brand-mark">
      {logo ? <img src={logo} alt="" className="brand-logo" /> : null}
      <span className="brand-title">{title}</span>
    </span>
  );
}
