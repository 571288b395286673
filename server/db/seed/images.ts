// Seed pictures are drawn as SVG and encoded by sharp (JPEG plus WebP), with no text so no font
// is needed and the bytes are the same on every machine. Encoded files are cached by content hash.
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { Storage } from "../../providers/storage";

/** Where seeded files go: the storage provider, or a plain folder (see `folderSink`). */
export type FileSink = {
  put: (key: string, body: Buffer, contentType: string) => Promise<void>;
};

export type Pictogram =
  "pen" | "laptop" | "chair" | "bottle" | "paper" | "medkit" | "printer" | "network" | "bulb" | "projector" | "box";

export type ImageRequest = {
  /** Storage key without extension, e.g. `products/12-1`; `.jpg` and `.webp` are added. */
  key: string;
  width: number;
  height: number;
  svg: string;
};

export type StoredImage = { image: string; webp: string };

const palette = (hue: number) => ({
  light: `hsl(${hue},60%,94%)`,
  soft: `hsl(${hue},55%,82%)`,
  main: `hsl(${hue},52%,42%)`,
  dark: `hsl(${hue},55%,26%)`,
});

/** Each shape is drawn in a 200×200 box. */
function pictogram(kind: Pictogram, hue: number): string {
  const c = palette(hue);
  switch (kind) {
    case "pen":
      return `<g transform="rotate(-35 100 100)"><rect x="85" y="20" width="30" height="130" rx="6" fill="${c.main}"/><rect x="85" y="20" width="30" height="26" rx="6" fill="${c.dark}"/><polygon points="85,150 115,150 100,182" fill="#f3d9a4"/><polygon points="95,170 105,170 100,182" fill="${c.dark}"/><rect x="112" y="30" width="7" height="60" rx="3" fill="${c.soft}"/></g>`;
    case "laptop":
      return `<rect x="38" y="42" width="124" height="84" rx="8" fill="${c.dark}"/><rect x="47" y="51" width="106" height="66" rx="3" fill="${c.soft}"/><path d="M22 134 h156 l-12 22 h-132 z" fill="${c.main}"/><rect x="84" y="138" width="32" height="6" rx="3" fill="${c.light}"/>`;
    case "chair":
      return `<rect x="58" y="22" width="84" height="74" rx="14" fill="${c.main}"/><rect x="48" y="98" width="104" height="24" rx="10" fill="${c.dark}"/><rect x="95" y="122" width="10" height="34" fill="${c.dark}"/><path d="M60 172 L100 154 L140 172" stroke="${c.dark}" stroke-width="8" fill="none" stroke-linecap="round"/><circle cx="60" cy="176" r="7" fill="${c.main}"/><circle cx="140" cy="176" r="7" fill="${c.main}"/>`;
    case "bottle":
      return `<rect x="86" y="18" width="28" height="22" rx="4" fill="${c.dark}"/><path d="M80 40 h40 l14 30 v96 a14 14 0 0 1 -14 14 h-40 a14 14 0 0 1 -14 -14 v-96 z" fill="${c.main}"/><rect x="74" y="92" width="52" height="46" rx="6" fill="${c.light}"/><circle cx="100" cy="115" r="12" fill="${c.soft}"/>`;
    case "paper":
      return `<rect x="44" y="50" width="112" height="130" rx="6" fill="${c.soft}" transform="rotate(-6 100 115)"/><rect x="44" y="40" width="112" height="130" rx="6" fill="#ffffff" stroke="${c.main}" stroke-width="4"/><rect x="60" y="64" width="80" height="8" rx="4" fill="${c.main}"/><rect x="60" y="84" width="70" height="8" rx="4" fill="${c.soft}"/><rect x="60" y="104" width="80" height="8" rx="4" fill="${c.soft}"/><rect x="60" y="124" width="56" height="8" rx="4" fill="${c.soft}"/>`;
    case "medkit":
      return `<rect x="78" y="36" width="44" height="24" rx="8" fill="none" stroke="${c.dark}" stroke-width="8"/><rect x="30" y="56" width="140" height="110" rx="14" fill="${c.main}"/><rect x="90" y="80" width="20" height="62" rx="3" fill="#ffffff"/><rect x="69" y="101" width="62" height="20" rx="3" fill="#ffffff"/>`;
    case "printer":
      return `<rect x="62" y="26" width="76" height="48" rx="3" fill="#ffffff" stroke="${c.soft}" stroke-width="4"/><rect x="28" y="70" width="144" height="70" rx="12" fill="${c.main}"/><circle cx="150" cy="90" r="6" fill="${c.light}"/><rect x="58" y="118" width="84" height="58" rx="3" fill="#ffffff" stroke="${c.dark}" stroke-width="4"/><rect x="70" y="134" width="60" height="6" rx="3" fill="${c.soft}"/><rect x="70" y="150" width="44" height="6" rx="3" fill="${c.soft}"/>`;
    case "network":
      return `<path d="M100 56 L46 140 M100 56 L154 140 M46 140 L154 140 M100 56 L100 112" stroke="${c.dark}" stroke-width="7"/><circle cx="100" cy="52" r="22" fill="${c.main}"/><circle cx="46" cy="144" r="20" fill="${c.main}"/><circle cx="154" cy="144" r="20" fill="${c.main}"/><circle cx="100" cy="114" r="14" fill="${c.soft}"/>`;
    case "bulb":
      return `<circle cx="100" cy="84" r="52" fill="${c.main}"/><rect x="78" y="126" width="44" height="30" rx="4" fill="${c.dark}"/><rect x="84" y="160" width="32" height="12" rx="6" fill="${c.dark}"/><path d="M86 100 L100 70 L114 100" stroke="${c.light}" stroke-width="6" fill="none"/>`;
    case "projector":
      return `<rect x="30" y="24" width="140" height="86" rx="4" fill="#ffffff" stroke="${c.dark}" stroke-width="5"/><polygon points="60,96 90,64 110,82 130,58 150,96" fill="${c.soft}"/><rect x="95" y="110" width="10" height="30" fill="${c.dark}"/><rect x="52" y="140" width="96" height="36" rx="10" fill="${c.main}"/><circle cx="78" cy="158" r="11" fill="${c.light}"/>`;
    case "box":
      return `<polygon points="100,30 170,64 100,98 30,64" fill="${c.soft}"/><polygon points="30,64 100,98 100,176 30,142" fill="${c.main}"/><polygon points="170,64 100,98 100,176 170,142" fill="${c.dark}"/><polygon points="64,47 134,81 134,100 120,94 120,88 50,54" fill="${c.light}" opacity="0.9"/>`;
  }
}

function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** A square product photo: the pictogram on a soft gradient; `variant` 2+ is a closer, tilted view. */
export function productSvg(kind: Pictogram, hue: number, variant: number, size = 480): string {
  const c = palette(hue);
  const scale = variant === 1 ? size / 280 : size / 220;
  const angle = variant === 1 ? 0 : variant % 2 === 0 ? -12 : 12;
  const offset = (size - 200 * scale) / 2;
  return svgDocument(
    size,
    size,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.light}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>` +
      `<rect width="${size}" height="${size}" fill="url(#bg)"/>` +
      `<ellipse cx="${size / 2}" cy="${size * 0.86}" rx="${size * 0.3}" ry="${size * 0.04}" fill="${c.soft}" opacity="0.7"/>` +
      `<g transform="rotate(${angle} ${size / 2} ${size / 2}) translate(${offset} ${offset}) scale(${scale})">${pictogram(kind, hue)}</g>`,
  );
}

/** A small round category icon. */
export function categorySvg(kind: Pictogram, hue: number, size = 160): string {
  const c = palette(hue);
  const scale = (size * 0.62) / 200;
  const offset = (size - 200 * scale) / 2;
  return svgDocument(
    size,
    size,
    `<rect width="${size}" height="${size}" fill="#ffffff"/><circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.48}" fill="${c.light}"/>` +
      `<g transform="translate(${offset} ${offset}) scale(${scale})">${pictogram(kind, hue)}</g>`,
  );
}

/** A wide or tall banner: diagonal bands and circles with a few pictograms. */
export function bannerSvg(width: number, height: number, hue: number, kinds: readonly Pictogram[]): string {
  const c = palette(hue);
  const unit = Math.min(width, height);
  const iconScale = (unit * 0.42) / 200;
  const icons = kinds
    .map((kind, index) => {
      const x = width * (0.5 + 0.16 * index) - 100 * iconScale;
      const y = height * (index % 2 === 0 ? 0.34 : 0.5) - 100 * iconScale;
      return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${iconScale.toFixed(4)})">${pictogram(kind, (hue + 40 * index) % 360)}</g>`;
    })
    .join("");
  return svgDocument(
    width,
    height,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="0.4"><stop offset="0" stop-color="${c.dark}"/><stop offset="1" stop-color="${c.main}"/></linearGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
      `<polygon points="${width * 0.42},0 ${width},0 ${width},${height} ${width * 0.3},${height}" fill="${c.soft}" opacity="0.35"/>` +
      `<circle cx="${width * 0.12}" cy="${height * 0.82}" r="${unit * 0.34}" fill="${c.light}" opacity="0.18"/>` +
      `<circle cx="${width * 0.2}" cy="${height * 0.2}" r="${unit * 0.12}" fill="${c.light}" opacity="0.25"/>` +
      `<rect x="${width * 0.06}" y="${height * 0.4}" width="${width * 0.26}" height="${unit * 0.06}" rx="${unit * 0.03}" fill="#ffffff" opacity="0.85"/>` +
      `<rect x="${width * 0.06}" y="${height * 0.4 + unit * 0.1}" width="${width * 0.18}" height="${unit * 0.04}" rx="${unit * 0.02}" fill="#ffffff" opacity="0.6"/>` +
      icons,
  );
}

async function encode(svg: string): Promise<{ jpg: Buffer; webp: Buffer }> {
  const source = sharp(Buffer.from(svg));
  const [jpg, webp] = await Promise.all([
    source.clone().jpeg({ quality: 82 }).toBuffer(),
    source.clone().webp({ quality: 78 }).toBuffer(),
  ]);
  return { jpg, webp };
}

async function encodeCached(svg: string, cacheDir: string | undefined): Promise<{ jpg: Buffer; webp: Buffer }> {
  if (!cacheDir) return encode(svg);
  const hash = createHash("sha256").update(sharp.versions.vips).update("\0").update(svg).digest("hex");
  const base = path.join(cacheDir, hash.slice(0, 2), hash);
  try {
    const [jpg, webp] = await Promise.all([readFile(`${base}.jpg`), readFile(`${base}.webp`)]);
    return { jpg, webp };
  } catch {
    const encoded = await encode(svg);
    try {
      await mkdir(path.dirname(base), { recursive: true });
      // Write then rename, so a parallel seed never reads half a file.
      const temp = `${base}.${process.pid}.tmp`;
      await writeFile(`${temp}.jpg`, encoded.jpg);
      await writeFile(`${temp}.webp`, encoded.webp);
      await rename(`${temp}.jpg`, `${base}.jpg`);
      await rename(`${temp}.webp`, `${base}.webp`);
    } catch {
      // A read-only or full disk only costs speed: the pictures are drawn again next time.
    }
    return encoded;
  }
}

/** Encodes every request (two at a time: the machine has two cores) and hands the files to the sink. */
export async function writeImages(
  requests: readonly ImageRequest[],
  sink: FileSink,
  options: { cacheDir?: string; concurrency?: number } = {},
): Promise<void> {
  const queue = [...requests];
  const worker = async () => {
    for (let request = queue.shift(); request; request = queue.shift()) {
      const { jpg, webp } = await encodeCached(request.svg, options.cacheDir);
      await sink.put(`${request.key}.jpg`, jpg, "image/jpeg");
      await sink.put(`${request.key}.webp`, webp, "image/webp");
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 2 }, worker));
}

/** A sink that writes below a local folder (the default storage of one machine). */
export function folderSink(root: string): FileSink {
  return {
    put: async (key, body) => {
      const target = path.resolve(root, key);
      if (!target.startsWith(path.resolve(root) + path.sep)) throw new Error(`storage key escapes the folder: ${key}`);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, body);
    },
  };
}

/**
 * A sink into a storage (the bucket of STORAGE=s3, so every instance serves the pictures). A picture
 * already there is left: its key names the same drawing, and a seed cut short may run again.
 */
export function storageSink(storage: Pick<Storage, "put">): FileSink {
  return {
    put: async (key, body) => {
      try {
        await storage.put(key, body);
      } catch (error) {
        if ((error as { code?: string }).code !== "EEXIST") throw error;
      }
    },
  };
}

export const storedImage = (key: string): StoredImage => ({ image: `${key}.jpg`, webp: `${key}.webp` });
