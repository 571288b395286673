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
  /** The page's likely largest paint: fetched at high priority. */
  priority?: boolean;
  className?: string;
};

/**
 * A stored image; browsers that read WebP take it, others the normal file. Works without JS. Each
 * image is stored in one size, so there is no `sizes`: without width descriptors it is invalid HTML.
 */
export function Picture({ src, webp, alt, width, height, lazy = false, priority = false, className }: PictureProps) {
  return (
    <picture className={className}>
      {webp ? <source type="image/webp" srcSet={storageUrl(webp)} /> : null}
      <img
        src={storageUrl(src)}
        alt={alt}
        width={width}
        height={height}
        loading={lazy ? "lazy" : undefined}
        // React 18 knows no fetchPriority prop; the lowercase attribute passes through as it is.
        {...(priority ? { fetchpriority: "high" } : {})}
        // The largest paint is decoded with the frame it is in: decoded apart, it waited for a frame
        // after the page's scripts had run, and Lighthouse's phone counted their time into it
        // (decision 145).
        decoding={priority ? "sync" : "async"}
      />
    </picture>
  );
}
