import type { ProductImage } from "@contract/product";

/** Image paths from the API are relative to the storage route. */
export function storageUrl(path: string): string {
  return `/storage/${path.replace(/^\/+/, "")}`;
}

/** The image marked `default_image`, else the first one. */
export function defaultImage(images: readonly ProductImage[]): ProductImage | undefined {
  return images.find((image) => image.default_image) ?? images[0];
}

/** Review media are stored under their sniffed extension: these are the videos among them. */
const VIDEO_EXTENSIONS = /\.(mp4|m4v|mpe?g|mov|qt|3gp|3g2|mkv|avi|webm)$/i;

export function isVideoPath(path: string): boolean {
  return VIDEO_EXTENSIONS.test(path);
}
