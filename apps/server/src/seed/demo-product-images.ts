import { encodePng } from './sample-files.ts';

/** The demo colours: the option values products use and the tint of their pictures. */
export const DEMO_COLOURS = [
  { nm: '블랙', rgb: [38, 38, 40] },
  { nm: '아이보리', rgb: [236, 228, 210] },
  { nm: '네이비', rgb: [34, 47, 88] },
  { nm: '베이지', rgb: [214, 192, 160] },
  { nm: '차콜', rgb: [72, 74, 78] },
  { nm: '카키', rgb: [112, 116, 78] },
  { nm: '브라운', rgb: [116, 78, 52] },
  { nm: '카멜', rgb: [186, 138, 84] },
  { nm: '버건디', rgb: [118, 30, 48] },
  { nm: '스카이블루', rgb: [142, 184, 222] },
  { nm: '라이트핑크', rgb: [236, 190, 196] },
  { nm: '그레이', rgb: [160, 162, 166] },
] as const satisfies readonly { nm: string; rgb: readonly [number, number, number] }[];
export type DemoColour = (typeof DEMO_COLOURS)[number]['nm'];

/** What a picture shows; a product's picture follows its kind. */
export type ImageShape = 'garment' | 'shoe' | 'bag' | 'hat';

export const IMAGE_SIZE = { width: 300, height: 380 } as const;

type Inside = (x: number, y: number) => boolean;
const ellipse =
  (cx: number, cy: number, rx: number, ry: number): Inside =>
  (x, y) =>
    ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1;

/** Simple silhouettes on the 300 × 380 canvas: enough to tell a coat from a shoe in a list's thumbnail. */
const SHAPES: Record<ImageShape, Inside> = {
  garment: (x, y) => {
    const neck = ellipse(150, 78, 26, 20)(x, y);
    const body = x >= 92 && x <= 208 && y >= 78 && y <= 336;
    // Sleeves slope down and out from the shoulders: top edge and cuff both fall with the distance.
    const out = x < 92 ? 92 - x : x - 208;
    const sleeve = out > 0 && out <= 62 && y >= 78 + out * 0.7 && y <= 150 + out * 1.1;
    return (body || sleeve) && !neck;
  },
  shoe: (x, y) => {
    const upper = ellipse(164, 272, 120, 52)(x, y) && y <= 292 && !ellipse(104, 226, 46, 22)(x, y);
    const sole = x >= 44 && x <= 284 && y > 292 && y <= 306;
    return upper || sole;
  },
  bag: (x, y) => {
    const body = x >= 66 && x <= 234 && y >= 160 && y <= 330;
    const handle = ellipse(150, 160, 58, 62)(x, y) && !ellipse(150, 160, 44, 48)(x, y) && y < 160;
    return body || handle;
  },
  hat: (x, y) => (ellipse(150, 226, 84, 80)(x, y) && y <= 226) || ellipse(150, 232, 124, 20)(x, y),
};

const shade = (rgb: readonly number[], by: number) => rgb.map((c) => Math.max(0, Math.min(255, Math.round(c * by))));

/**
 * A product picture made in code: the silhouette in the colour on a warm light background, with a woven
 * stripe every 16 pixels and a darker outline band, so pictures of one colour still look like cloth.
 * A few kB each (flat colours deflate well).
 */
export function drawProductImage(shape: ImageShape, colour: DemoColour): Buffer {
  const { width, height } = IMAGE_SIZE;
  const base = DEMO_COLOURS.find((c) => c.nm === colour)?.rgb ?? [128, 128, 128];
  const stripe = shade(base, 0.86);
  const background = [246, 243, 238];
  const inside = SHAPES[shape];
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let rgb: readonly number[] = background;
      if (inside(x, y)) rgb = y % 16 < 3 ? stripe : base;
      else if (y >= 350 && y < 354 && x >= 40 && x < 260) rgb = [220, 214, 204];
      pixels.set(rgb, (y * width + x) * 3);
    }
  }
  return encodePng(width, height, pixels);
}
