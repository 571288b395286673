// A review's photos and videos, and the seller's reply: the product page and the order's Ulasan tab
// show them alike, each with its own class names.
import { Picture } from "~/components/picture";
import { isVideoPath, storageUrl } from "~/utils/image";

type Media = { image: string; webp?: string | null };

export function ReviewMedia({
  media,
  label,
  className,
  size,
  videoClassName,
}: {
  media: Media[];
  /** The list's accessible name, e.g. `Foto dan video ulasan Budi`. */
  label: string;
  className: string;
  /** The thumbnails' width and height in pixels. */
  size: number;
  videoClassName?: string;
}) {
  if (media.length === 0) return null;
  return (
    <ul className={className} aria-label={label}>
      {media.map((item, index) => (
        <li key={item.image}>
          {isVideoPath(item.image) ? (
            // A link, not a player: it works without JavaScript and costs nothing until asked for.
            <a href={storageUrl(item.image)} className={videoClassName}>
              Video ulasan {index + 1}
            </a>
          ) : (
            <a href={storageUrl(item.image)}>
              <Picture
                src={item.image}
                webp={item.webp}
                alt={`Foto ulasan ${index + 1}`}
                width={size}
                height={size}
                lazy
              />
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

/** 'Respon Penjual' and the seller's reply, when there is one. */
export function SellerReply({ notes, className }: { notes: string | null | undefined; className: string }) {
  if (!notes) return null;
  return (
    <div className={className}>
      <p className={`${className}-title`}>Respon Penjual</p>
      <p>{notes}</p>
    </div>
  );
}
