import type { ProductImage } from "@contract/product";
import { useCallback, useEffect, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { storageUrl } from "~/utils/image";
import { Icon } from "../icons";
import { Picture } from "../picture";

type ImageGalleryProps = { images: ProductImage[]; name: string };

const prefersReducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * The product's images: a large one and the thumbnails. Without JavaScript every image links to its
 * full-size file. With it the thumbnails switch the large image, which opens a full-screen preview
 * that swipes (a scroll-snapping row: touch, trackpad, the arrow buttons or the arrow keys).
 */
export function ImageGallery({ images, name }: ImageGalleryProps) {
  const hydrated = useHydrated();
  const first = Math.max(
    0,
    images.findIndex((image) => image.default_image),
  );
  const [active, setActive] = useState(first);
  const [previewOpen, setPreviewOpen] = useState(false);
  const mainRef = useRef<HTMLButtonElement>(null);

  if (images.length === 0) {
    return (
      <div className="gallery">
        <span className="gallery__placeholder" role="img" aria-label={`${name}: belum ada gambar`} />
      </div>
    );
  }
  const current = images[active] ?? images[0];
  const picture = (
    <Picture
      src={current.image}
      webp={current.webp}
      alt={name}
      width={640}
      height={640}
      sizes="(min-width: 992px) 40vw, 100vw"
    />
  );
  return (
    <div className="gallery">
      {hydrated ? (
        <button ref={mainRef} type="button" className="gallery__main" onClick={() => setPreviewOpen(true)}>
          {picture}
          <span className="sr-only">Lihat gambar layar penuh</span>
        </button>
      ) : (
        <a className="gallery__main" href={storageUrl(current.image)}>
          {picture}
          <span className="sr-only">Buka gambar ukuran penuh</span>
        </a>
      )}
      {images.length > 1 ? (
        <ul className="gallery__thumbs" aria-label="Gambar produk">
          {images.map((image, index) => {
            const thumb = (
              <Picture
                src={image.image}
                webp={image.webp}
                alt={`${name}, gambar ${index + 1}`}
                width={96}
                height={96}
                lazy
              />
            );
            return (
              <li key={image.image}>
                {hydrated ? (
                  <button
                    type="button"
                    className="gallery__thumb"
                    aria-pressed={index === active}
                    onClick={() => setActive(index)}
                  >
                    {thumb}
                  </button>
                ) : (
                  <a className="gallery__thumb" href={storageUrl(image.image)}>
                    {thumb}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      {hydrated ? (
        <ImagePreview
          images={images}
          name={name}
          open={previewOpen}
          start={active}
          onClose={() => {
            setPreviewOpen(false);
            mainRef.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}

type ImagePreviewProps = {
  images: ProductImage[];
  name: string;
  open: boolean;
  start: number;
  onClose: () => void;
};

function ImagePreview({ images, name, open, start, onClose }: ImagePreviewProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const rowRef = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(start);

  const goTo = useCallback((target: number, smooth = true) => {
    const row = rowRef.current;
    if (!row) return;
    const count = row.children.length;
    const next = (target + count) % count;
    row.scrollTo({ left: next * row.clientWidth, behavior: smooth && !prefersReducedMotion() ? "smooth" : "auto" });
    setIndex(next);
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      goTo(start, false);
    }
    if (!open && dialog.open) dialog.close();
  }, [open, start, goTo]);

  return (
    <dialog
      ref={dialogRef}
      className="image-preview"
      aria-label={`Gambar ${name}`}
      onClose={onClose}
      onKeyDown={(event) => {
        if (event.key === "ArrowRight") goTo(index + 1);
        if (event.key === "ArrowLeft") goTo(index - 1);
      }}
    >
      <ul
        ref={rowRef}
        className="image-preview__row"
        onScroll={(event) => {
          const row = event.currentTarget;
          setIndex(Math.round(row.scrollLeft / Math.max(row.clientWidth, 1)));
        }}
      >
        {images.map((image, position) => (
          <li key={image.image} className="image-preview__slide" aria-hidden={position !== index}>
            <Picture
              src={image.image}
              webp={image.webp}
              alt={`${name}, gambar ${position + 1} dari ${images.length}`}
              width={1200}
              height={1200}
              lazy
            />
          </li>
        ))}
      </ul>
      <p className="image-preview__counter" aria-live="polite">
        {index + 1} / {images.length}
      </p>
      <button type="button" className="image-preview__close icon-button" onClick={onClose}>
        <Icon name="close" />
        <span className="sr-only">Tutup</span>
      </button>
      {images.length > 1 ? (
        <>
          <button type="button" className="image-preview__nav image-preview__nav--prev" onClick={() => goTo(index - 1)}>
            <span aria-hidden="true">‹</span>
            <span className="sr-only">Gambar sebelumnya</span>
          </button>
          <button type="button" className="image-preview__nav image-preview__nav--next" onClick={() => goTo(index + 1)}>
            <span aria-hidden="true">›</span>
            <span className="sr-only">Gambar berikutnya</span>
          </button>
        </>
      ) : null}
    </dialog>
  );
}
