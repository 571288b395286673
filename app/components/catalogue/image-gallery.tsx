import type { ProductImage } from "@contract/product";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { storageUrl } from "~/utils/image";
import { Icon } from "../icons";
import { Picture } from "../picture";
import { prefersReducedMotion, swiperA11y, useSwiper } from "../use-swiper";

type ImageGalleryProps = { images: ProductImage[]; name: string };

/**
 * The product's images: a large one and the thumbnails. Without JavaScript every image links to its
 * full-size file. With it the thumbnails switch the large image, which opens a full-screen preview
 * that Swiper drives (swiping, the arrow buttons or the arrow keys).
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
  // The page's largest paint: fetched ahead of the related products' images and the thumbnails.
  const picture = <Picture src={current.image} webp={current.webp} alt={name} width={640} height={640} priority />;
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

/** The full-screen preview: a modal dialog whose row of images Swiper drives while it is open. */
function ImagePreview({ images, name, open, start, onClose }: ImagePreviewProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [index, setIndex] = useState(start);

  // Before Swiper starts: it measures the dialog, which has no size until it is shown.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setIndex(start);
      dialog.showModal();
      // Chromium leaves the focus on the page behind; a keyboard user starts at the close button.
      closeRef.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open, start]);

  const swiper = useSwiper(
    frameRef,
    () => ({
      wrapperClass: "image-preview__row",
      slideClass: "image-preview__slide",
      initialSlide: start,
      rewind: true,
      speed: prefersReducedMotion() ? 0 : 300,
      navigation: { prevEl: prevRef.current, nextEl: nextRef.current },
      // Swiper's keyboard handling listens on the whole document, which suits a modal; Swiper
      // also blurs the focused button when a finger touches the images.
      keyboard: { enabled: true, onlyInViewport: false },
      a11y: swiperA11y("Gambar sebelumnya", "Gambar berikutnya"),
      on: { slideChange: (instance) => setIndex(instance.activeIndex) },
    }),
    open && images.length > 1,
  );

  return (
    <dialog ref={dialogRef} className="image-preview" aria-label={`Gambar ${name}`} onClose={onClose}>
      <div ref={frameRef} className="image-preview__frame">
        <ul className="image-preview__row">
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
      </div>
      <p className="image-preview__counter" aria-live="polite">
        {index + 1} / {images.length}
      </p>
      <button ref={closeRef} type="button" className="image-preview__close icon-button" onClick={onClose}>
        <Icon name="close" />
        <span className="sr-only">Tutup</span>
      </button>
      {images.length > 1 ? (
        // Swiper is handed these before it exists; they stay hidden until it does.
        <>
          <button ref={prevRef} type="button" className="image-preview__nav image-preview__nav--prev" hidden={!swiper}>
            <span aria-hidden="true">‹</span>
            <span className="sr-only">Gambar sebelumnya</span>
          </button>
          <button ref={nextRef} type="button" className="image-preview__nav image-preview__nav--next" hidden={!swiper}>
            <span aria-hidden="true">›</span>
            <span className="sr-only">Gambar berikutnya</span>
          </button>
        </>
      ) : null}
    </dialog>
  );
}
