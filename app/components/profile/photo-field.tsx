// The profile photo: the current picture, a file input and, with JavaScript, a square cropper (the
// picture with a movable square: drag it, or focus it and use the arrow keys; a zoom slider sets its
// size). The chosen square goes in the hidden crop_x / crop_y / crop_size fields, in the picture's own
// pixels. Without JavaScript the fields stay empty and the server keeps the centre square.
import type { FieldMetadata } from "@conform-to/react";
import { PROFILE_PHOTO_ACCEPT, profileMessages } from "@contract/customer";
import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent, type PointerEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a field of any form
type Meta = FieldMetadata<any, any, string[]>;

type Source = { url: string; width: number; height: number };
type Box = { x: number; y: number; size: number };

const ZOOM_MAX = 4;
const ACCEPTED_TYPES = ["image/jpeg", "image/png", "image/webp"];

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** A square of `size` around the same centre, kept inside the picture. */
function fitBox(source: Source, centreX: number, centreY: number, size: number): Box {
  const side = Math.round(clamp(size, 1, Math.min(source.width, source.height)));
  return {
    x: Math.round(clamp(centreX - side / 2, 0, source.width - side)),
    y: Math.round(clamp(centreY - side / 2, 0, source.height - side)),
    size: side,
  };
}

export function PhotoField({
  meta,
  imageUrl,
  cropFields,
}: {
  meta: Meta;
  imageUrl: string;
  cropFields: { x: Meta; y: Meta; size: Meta };
}) {
  const hydrated = useHydrated();
  const [source, setSource] = useState<Source | null>(null);
  const [zoom, setZoom] = useState(1);
  const [box, setBox] = useState<Box | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);

  useEffect(() => () => (source ? URL.revokeObjectURL(source.url) : undefined), [source]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    setSource(null);
    setBox(null);
    setZoom(1);
    setLocalError(null);
    if (!file) return;
    // The name and type only guide the browser; the server checks the bytes.
    if (file.type && !ACCEPTED_TYPES.includes(file.type)) {
      setLocalError(profileMessages.imageFormat);
      input.value = "";
      return;
    }
    const url = URL.createObjectURL(file);
    const probe = new Image();
    probe.onload = () => {
      const next = { url, width: probe.naturalWidth, height: probe.naturalHeight };
      setSource(next);
      setBox(fitBox(next, next.width / 2, next.height / 2, Math.min(next.width, next.height)));
    };
    probe.onerror = () => {
      URL.revokeObjectURL(url);
      setLocalError(profileMessages.imageFormat);
      input.value = "";
    };
    probe.src = url;
  };

  const errors = [localError, ...(meta.errors ?? [])].filter(Boolean);
  const hintId = `${meta.id}-hint`;
  return (
    <div className="photo-field">
      <div className="photo-field__current">
        <img src={imageUrl} alt="Foto profil saat ini" width={128} height={128} className="photo-field__image" />
      </div>
      <div className="field photo-field__input">
        <label htmlFor={meta.id} className="field__label">
          Foto Profil
        </label>
        <p id={hintId} className="field__hint">
          Format .jpg, .jpeg, .png atau .webp, hasil potongan persegi maksimal 2 MB.
          {hydrated ? " Atur area potong setelah memilih foto." : " Bagian tengah foto yang akan dipakai."}
        </p>
        <input
          id={meta.id}
          name={meta.name}
          type="file"
          accept={PROFILE_PHOTO_ACCEPT}
          className="field__control"
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={`${hintId} ${meta.errorId}`}
          onChange={choose}
        />
        <p id={meta.errorId} className="field__error">
          {errors.join(" ")}
        </p>
        {source && box ? (
          <Cropper
            source={source}
            box={box}
            zoom={zoom}
            onBox={setBox}
            onZoom={(value) => {
              setZoom(value);
              setBox(
                fitBox(
                  source,
                  box.x + box.size / 2,
                  box.y + box.size / 2,
                  Math.min(source.width, source.height) / value,
                ),
              );
            }}
          />
        ) : null}
        <input type="hidden" name={cropFields.x.name} value={box ? String(box.x) : ""} />
        <input type="hidden" name={cropFields.y.name} value={box ? String(box.y) : ""} />
        <input type="hidden" name={cropFields.size.name} value={box ? String(box.size) : ""} />
      </div>
    </div>
  );
}

type CropperProps = {
  source: Source;
  box: Box;
  zoom: number;
  onBox: (box: Box) => void;
  onZoom: (zoom: number) => void;
};

function Cropper({ source, box, zoom, onBox, onZoom }: CropperProps) {
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<{ pointerX: number; pointerY: number; box: Box } | null>(null);
  const pct = (value: number, total: number) => `${(value / total) * 100}%`;

  const moveTo = (x: number, y: number) => onBox(fitBox(source, x + box.size / 2, y + box.size / 2, box.size));

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = Math.max(1, Math.round(Math.min(source.width, source.height) / (event.shiftKey ? 10 : 50)));
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveTo(box.x + move[0], box.y + move[1]);
  };

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointerX: event.clientX, pointerY: event.clientY, box };
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const start = drag.current;
    const rect = frame.current?.getBoundingClientRect();
    if (!start || !rect || rect.width === 0) return;
    const scale = source.width / rect.width;
    moveTo(
      start.box.x + (event.clientX - start.pointerX) * scale,
      start.box.y + (event.clientY - start.pointerY) * scale,
    );
  };
  const endDrag = () => {
    drag.current = null;
  };

  return (
    <div className="cropper">
      <p id="cropper-help" className="field__hint">
        Geser kotak untuk memilih bagian foto (seret, atau tombol panah saat kotak terpilih).
      </p>
      <div ref={frame} className="cropper__frame" style={{ aspectRatio: `${source.width} / ${source.height}` }}>
        <img src={source.url} alt="Pratinjau foto baru" className="cropper__image" draggable={false} />
        <button
          type="button"
          className="cropper__box"
          aria-label="Area potong foto"
          aria-describedby="cropper-help"
          style={{
            left: pct(box.x, source.width),
            top: pct(box.y, source.height),
            width: pct(box.size, source.width),
            height: pct(box.size, source.height),
          }}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
        />
      </div>
      <div className="field cropper__zoom">
        <label htmlFor="cropper-zoom" className="field__label">
          Perbesar
        </label>
        <input
          id="cropper-zoom"
          type="range"
          min={1}
          max={ZOOM_MAX}
          step={0.1}
          value={zoom}
          onChange={(event) => onZoom(Number(event.currentTarget.value))}
        />
      </div>
      <p className="field__hint" aria-live="polite">
        Area potong: {box.size} × {box.size} piksel.
      </p>
    </div>
  );
}
