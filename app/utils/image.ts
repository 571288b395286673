import type { ProductImage } from "@contract/product";

/** Image paths from the API are relative to the storage route. */
export function storageUrl(path: string): string {
  return `/storage/${path.replace(/^\/+/, "")}`;
}

/** The image marked `default_image`, else the first one. */
export function defaultImage(images: readonly ProductImage[]): ProductImage | undefined {
  return images.find((image) => image.default_image) ?? images[0];
}
