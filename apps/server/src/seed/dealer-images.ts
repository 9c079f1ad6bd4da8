import { PNG } from 'pngjs';

/**
 * The demo dealers' logos and hero images, drawn as PNG files when a dealer is first seeded
 * (seed/dealers.ts): a tile with the dealer's initials on its colour, a wide wordmark-like
 * logo, and a calm landscape with a car's silhouette. Shapes are drawn from signed distances,
 * so their edges are smooth at any size; nothing here is random, the same dealer always gets
 * the same bytes (and so the same public file).
 */

type Rgb = [number, number, number];

export interface DealerArt {
  initials: string;
  primaryColor: string;
  secondaryColor: string;
  buttonTextColor: string;
  /** Corner radius of the logo tiles as a share of their height (0: square). */
  cornerShare: number;
  /** Height of the hero's hills as a share of the image height (0: a flat plain). */
  hillShare: number;
}

function rgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function mix(a: Rgb, b: Rgb, share: number): Rgb {
  return [a[0] + (b[0] - a[0]) * share, a[1] + (b[1] - a[1]) * share, a[2] + (b[2] - a[2]) * share];
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/** Signed distance to a shape: negative inside, positive outside, in pixels. */
type Shape = (x: number, y: number) => number;

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

class Canvas {
  readonly data: Float32Array;
  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb | null,
  ) {
    this.data = new Float32Array(width * height * 4);
    if (background) this.fill(() => background);
  }

  /** Paints every pixel with the colour the function gives for its centre. */
  fill(color: (x: number, y: number) => Rgb): void {
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        const [r, g, b] = color(x + 0.5, y + 0.5);
        const i = (y * this.width + x) * 4;
        this.data.set([r, g, b, 255], i);
      }
    }
  }

  /** Paints a shape with a one-pixel smooth edge, over what is there; `opacity` fades it. */
  draw(shape: Shape, color: Rgb, opacity = 1, bounds?: [number, number, number, number]): void {
    const [x0, y0, x1, y1] = bounds ?? [0, 0, this.width, this.height];
    for (let y = Math.max(0, Math.floor(y0)); y < Math.min(this.height, Math.ceil(y1)); y++) {
      for (let x = Math.max(0, Math.floor(x0)); x < Math.min(this.width, Math.ceil(x1)); x++) {
        const coverage = clamp01(0.5 - shape(x + 0.5, y + 0.5)) * opacity;
        if (coverage <= 0) continue;
        const i = (y * this.width + x) * 4;
        const alpha = (this.data[i + 3] ?? 0) / 255;
        const outAlpha = coverage + alpha * (1 - coverage);
        for (let c = 0; c < 3; c++) {
          const below = this.data[i + c] ?? 0;
          this.data[i + c] = ((color[c] ?? 0) * coverage + below * alpha * (1 - coverage)) / outAlpha;
        }
        this.data[i + 3] = outAlpha * 255;
      }
    }
  }

  png(withAlpha: boolean): Buffer {
    const image = new PNG({
      width: this.width,
      height: this.height,
      colorType: withAlpha ? 6 : 2,
      inputColorType: 6,
      inputHasAlpha: true,
    });
    for (let i = 0; i < this.data.length; i++) image.data[i] = Math.round(this.data[i] ?? 0);
    return PNG.sync.write(image, {
      colorType: withAlpha ? 6 : 2,
      inputColorType: 6,
      inputHasAlpha: true,
      deflateLevel: 9,
    });
  }
}

const circle =
  (cx: number, cy: number, r: number): Shape =>
  (x, y) =>
    Math.hypot(x - cx, y - cy) - r;

/** A rectangle with rounded corners, from its centre, half sizes and corner radius. */
const roundedBox =
  (cx: number, cy: number, hw: number, hh: number, r: number): Shape =>
  (x, y) => {
    const qx = Math.abs(x - cx) - hw + r;
    const qy = Math.abs(y - cy) - hh + r;
    return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
  };

/** A line segment drawn with round ends, `half` its half width. */
const stroke =
  (ax: number, ay: number, bx: number, by: number, half: number): Shape =>
  (x, y) => {
    const px = x - ax;
    const py = y - ay;
    const dx = bx - ax;
    const dy = by - ay;
    const t = clamp01((px * dx + py * dy) / (dx * dx + dy * dy || 1));
    return Math.hypot(px - dx * t, py - dy * t) - half;
  };

/** An arc of a circle drawn with round ends; angles in degrees, clockwise from the right, from < to. */
const arc =
  (cx: number, cy: number, r: number, from: number, to: number, half: number): Shape =>
  (x, y) => {
    const angle = ((Math.atan2(y - cy, x - cx) * 180) / Math.PI + 360) % 360;
    const inside = from <= to ? angle >= from && angle <= to : angle >= from || angle <= to;
    if (inside) return Math.abs(Math.hypot(x - cx, y - cy) - r) - half;
    const end = (degrees: number) => {
      const radians = (degrees * Math.PI) / 180;
      return Math.hypot(x - (cx + r * Math.cos(radians)), y - (cy + r * Math.sin(radians))) - half;
    };
    return Math.min(end(from), end(to));
  };

/** A convex polygon, corners clockwise (in screen coordinates). */
const convex =
  (points: [number, number][]): Shape =>
  (x, y) => {
    let distance = Number.NEGATIVE_INFINITY;
    for (const [i, [ax, ay]] of points.entries()) {
      const [bx, by] = points[(i + 1) % points.length] ?? [ax, ay];
      const length = Math.hypot(bx - ax, by - ay);
      // Outward normal of a clockwise edge on a y-down screen.
      distance = Math.max(distance, ((x - ax) * (by - ay) - (y - ay) * (bx - ax)) / length);
    }
    return distance;
  };

const union =
  (...shapes: Shape[]): Shape =>
  (x, y) =>
    Math.min(...shapes.map((shape) => shape(x, y)));

/** Draws a letter's strokes in its one-unit box: straight lines and arcs (see `arc` for angles). */
interface Pen {
  line(ax: number, ay: number, bx: number, by: number): Shape;
  arc(cx: number, cy: number, r: number, from: number, to: number): Shape;
}

/**
 * Capital letters of a geometric sans, as strokes in a box one unit wide and one high (y down):
 * only the letters the demo dealers' initials need; another letter is a mistake in the seed.
 */
const glyphs: Record<string, (pen: Pen) => Shape[]> = {
  A: (pen) => [pen.line(0, 1, 0.5, 0), pen.line(0.5, 0, 1, 1), pen.line(0.22, 0.64, 0.78, 0.64)],
  C: (pen) => [pen.arc(0.55, 0.5, 0.5, 45, 315)],
  D: (pen) => [
    pen.line(0, 0, 0, 1),
    pen.line(0, 0, 0.45, 0),
    pen.line(0, 1, 0.45, 1),
    pen.arc(0.45, 0.5, 0.5, 270, 90),
  ],
};

/** The initials as one shape: letters `size` high, left edge at x, cap line at y. */
function lettering(
  text: string,
  x: number,
  y: number,
  size: number,
  weight: number,
): { shape: Shape; width: number } {
  const letterWidth = size * 0.8;
  const gap = size * 0.2;
  const half = weight / 2;
  // Strokes sit inside the box, so a letter's outer edge is where the box is.
  const inner = size - weight;
  const shapes: Shape[] = [];
  [...text].forEach((letter, index) => {
    const glyph = glyphs[letter];
    if (!glyph) throw new Error(`no glyph for '${letter}' in the demo dealer logos`);
    const left = x + index * (letterWidth + gap) + half;
    const top = y + half;
    const w = letterWidth - weight;
    const map = (px: number, py: number): [number, number] => [left + px * w, top + py * inner];
    shapes.push(
      ...glyph({
        line: (ax, ay, bx, by) => stroke(...map(ax, ay), ...map(bx, by), half),
        arc: (cx, cy, r, from, to) => {
          // A letter's arcs are drawn on an ellipse squeezed to the letter's width.
          const [mx, my] = map(cx, cy);
          const rx = r * w;
          const ry = r * inner;
          const round = arc(0, 0, ry, from, to, half);
          return (px, py) => round((px - mx) * (ry / rx), py - my);
        },
      }),
    );
  });
  const width = text.length * letterWidth + (text.length - 1) * gap;
  return { shape: union(...shapes), width };
}

/** The square logo: the initials on the dealer's colour. */
export function drawCompactLogo(art: DealerArt, size = 256): Buffer {
  const canvas = new Canvas(size, size, null);
  const primary = rgb(art.primaryColor);
  canvas.draw(roundedBox(size / 2, size / 2, size / 2, size / 2, art.cornerShare * size), primary);
  const letterSize = art.initials.length > 2 ? size * 0.3 : size * 0.4;
  const probe = lettering(art.initials, 0, 0, letterSize, letterSize * 0.16);
  const letters = lettering(
    art.initials,
    (size - probe.width) / 2,
    (size - letterSize) / 2 - size * 0.04,
    letterSize,
    letterSize * 0.16,
  );
  canvas.draw(letters.shape, rgb(art.buttonTextColor));
  const accentWidth = probe.width * 0.55;
  canvas.draw(
    stroke(size / 2 - accentWidth / 2, size * 0.72, size / 2 + accentWidth / 2, size * 0.72, size * 0.018),
    rgb(art.secondaryColor),
  );
  return canvas.png(true);
}

/** The wide logo: a band in the dealer's colour, the initials and a road-like accent in the second colour. */
export function drawBigLogo(art: DealerArt, width = 720, height = 240): Buffer {
  const canvas = new Canvas(width, height, null);
  const primary = rgb(art.primaryColor);
  const secondary = rgb(art.secondaryColor);
  canvas.draw(roundedBox(width / 2, height / 2, width / 2, height / 2, art.cornerShare * height), primary);
  const letterSize = height * 0.42;
  const weight = letterSize * 0.15;
  const letters = lettering(art.initials, height * 0.36, (height - letterSize) / 2, letterSize, weight);
  canvas.draw(letters.shape, rgb(art.buttonTextColor));
  // Three lines narrowing to the right, like a road running into the distance.
  const start = height * 0.36 + letters.width + height * 0.3;
  const end = width - height * 0.36;
  [0.36, 0.5, 0.64].forEach((share, index) => {
    const y = height * share;
    canvas.draw(
      stroke(start + index * height * 0.12, y, end, height / 2 + (y - height / 2) * 0.35, height * 0.022),
      index === 1 ? mix(secondary, primary, 0.15) : mix(WHITE, primary, 0.35),
    );
  });
  return canvas.png(true);
}

/** The landing's hero: sky in the second colour, hills and road in the first, a car's silhouette. */
export function drawHeroImage(art: DealerArt, width = 1200, height = 600): Buffer {
  const primary = rgb(art.primaryColor);
  const secondary = rgb(art.secondaryColor);
  const horizon = height * 0.7;
  const skyTop = mix(WHITE, secondary, 0.22);
  const skyLow = mix(WHITE, secondary, 0.6);
  const canvas = new Canvas(width, height, null);
  canvas.fill((_x, y) => mix(skyTop, skyLow, clamp01(y / horizon)));
  canvas.draw(circle(width * 0.78, height * 0.32, height * 0.1), mix(secondary, WHITE, 0.15), 0.9, [
    width * 0.78 - height * 0.12,
    height * 0.2,
    width * 0.78 + height * 0.12,
    height * 0.44,
  ]);

  const hills = (base: number, amplitude: number, wavelength: number, phase: number): Shape => {
    return (x, y) => {
      const top = base - amplitude * (0.5 + 0.5 * Math.sin((x / wavelength) * Math.PI * 2 + phase));
      return top - y;
    };
  };
  const hill = art.hillShare * height;
  canvas.draw(hills(horizon, hill, width * 0.9, 0.6), mix(primary, WHITE, 0.62));
  canvas.draw(hills(horizon + height * 0.02, hill * 0.6, width * 0.55, 2.1), mix(primary, WHITE, 0.42));
  canvas.draw((_x, y) => horizon - y, mix(primary, BLACK, 0.15));
  // The road's centre line.
  for (let x = width * 0.04; x < width; x += width * 0.09) {
    canvas.draw(
      stroke(x, height * 0.86, x + width * 0.045, height * 0.86, height * 0.006),
      mix(WHITE, primary, 0.3),
      1,
      [x - 8, height * 0.84, x + width * 0.045 + 8, height * 0.88],
    );
  }

  // A car in profile, standing on the road: body, cabin, wheels.
  const car = mix(primary, BLACK, 0.55);
  const wheelR = height * 0.055;
  const ground = height * 0.82;
  const cx = width * 0.42;
  const carBounds: [number, number, number, number] = [
    cx - width * 0.2,
    height * 0.5,
    cx + width * 0.2,
    ground + 2,
  ];
  const body = roundedBox(cx, ground - wheelR * 1.55, width * 0.17, height * 0.055, height * 0.04);
  const cabin = convex([
    [cx - width * 0.1, ground - wheelR * 2.1],
    [cx - width * 0.055, ground - height * 0.245],
    [cx + width * 0.045, ground - height * 0.245],
    [cx + width * 0.105, ground - wheelR * 2.1],
  ]);
  canvas.draw(union(body, cabin), car, 1, carBounds);
  const glass = mix(skyLow, WHITE, 0.2);
  canvas.draw(
    convex([
      [cx - width * 0.085, ground - wheelR * 2.3],
      [cx - width * 0.05, ground - height * 0.225],
      [cx - width * 0.006, ground - height * 0.225],
      [cx - width * 0.006, ground - wheelR * 2.3],
    ]),
    glass,
    0.75,
    carBounds,
  );
  canvas.draw(
    convex([
      [cx + width * 0.006, ground - wheelR * 2.3],
      [cx + width * 0.006, ground - height * 0.225],
      [cx + width * 0.04, ground - height * 0.225],
      [cx + width * 0.085, ground - wheelR * 2.3],
    ]),
    glass,
    0.75,
    carBounds,
  );
  for (const wx of [cx - width * 0.105, cx + width * 0.105]) {
    canvas.draw(circle(wx, ground - wheelR, wheelR), car, 1, carBounds);
    canvas.draw(circle(wx, ground - wheelR, wheelR * 0.45), mix(car, WHITE, 0.35), 1, carBounds);
  }
  return canvas.png(false);
}
