import { h } from '@stencil/core';
import { monogramColor, monogramInitials } from '../monogram';

/** What an image primitive knows when it renders. */
export interface ImageContentProps {
  name: string;
  /** The host's or the wallet's own image URL; wins over everything else while it loads. */
  imageSrc?: string;
  imageFailed: boolean;
  /** The bundled logo's SVG markup, once loaded. */
  logoSvg?: string;
  /** A bundled logo exists and is on its way: draw an empty tile, not a monogram that would flash. */
  logoPending: boolean;
  onImageError: () => void;
}

/** The image, else the bundled logo, else (without either) a monogram of the name's initials. */
export function imageContent(props: ImageContentProps) {
  const { name, imageSrc, imageFailed, logoSvg, logoPending, onImageError } = props;
  if (imageSrc && !imageFailed) return <img class="image" src={imageSrc} alt={name} onError={onImageError} />;
  if (logoSvg) return <span class="image logo" role="img" aria-label={name} innerHTML={logoSvg}></span>;
  if (logoPending) return <span class="image placeholder" role="img" aria-label={name}></span>;
  return (
    <span
      class="image monogram"
      role="img"
      aria-label={name}
      style={{ backgroundColor: monogramColor(name) }}
    >
      <span aria-hidden="true">{monogramInitials(name)}</span>
    </span>
  );
}
