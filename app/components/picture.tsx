import { storageUrl } from "~/utils/image";

type PictureProps = {
  /** Storage path of the JPEG/PNG. */
  src: string;
  /** Storage path of the WebP twin, if one exists. */
  webp?: string | null;
  alt: string;
  width: number;
  height: number;
  /** Images below the fold wait until they are near the viewport. */
  lazy?: boolean;
  className?: string;
  sizes?: string;
};

/** A stored image; browsers that read WebP take it, others the normal file. Works without JS. */
export function Picture({ src, webp, alt, width, height, lazy = false, className, sizes }: PictureProps) {
  return (
    <picture className={className}>
      {webp ? <source type="image/webp" srcSet={storageUrl(webp)} sizes={sizes} /> : null}
      <img
        src={storageUrl(src)}
        alt={alt}
        width={width}
        height={height}
        loading={lazy ? "lazy" : undefined}
        decoding="async"
        sizes={sizes}
      />
    </picture>
  );
}
