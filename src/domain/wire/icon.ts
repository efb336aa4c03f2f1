// GET /api/internal/v1/icons: the machine-type map (product.md section 3).

export interface MachineIcon {
  id: number;
  name: string;
  /** A regular expression tested against the machine code; the first item that matches gives the icon. */
  ranges: string;
  /** The image: an absolute URL or a data URL. */
  image: string;
}
