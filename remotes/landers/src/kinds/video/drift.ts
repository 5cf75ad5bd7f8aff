/**
 * The video kind's moving art: soft light discs drifting over the brand gradient (the gradient is the stage's
 * CSS background, so it follows the theme; the discs are translucent white, art rather than UI colour).
 */
export interface Disc {
  x: number;
  y: number;
  r: number;
  dx: number;
  dy: number;
  alpha: number;
}

/** A fixed, seeded field of discs in unit coordinates: every visit sees the same calm picture. */
export function makeDiscs(count = 9): Disc[] {
  let seed = 7;
  const next = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  return Array.from({ length: count }, () => ({
    x: next(),
    y: next(),
    r: 0.12 + next() * 0.22,
    dx: (next() - 0.5) * 0.00004,
    dy: (next() - 0.5) * 0.00004,
    alpha: 0.08 + next() * 0.14,
  }));
}

/** Where a disc is after `ms` of drifting: it wraps around the edges, so the picture never empties. */
function position(start: number, speed: number, ms: number, r: number): number {
  const span = 1 + 2 * r;
  const travelled = (((start + r + speed * ms) % span) + span) % span;
  return travelled - r;
}

export function drawDiscs(ctx: CanvasRenderingContext2D, discs: Disc[], ms: number): void {
  const { width, height } = ctx.canvas;
  const size = Math.max(width, height);
  ctx.clearRect(0, 0, width, height);
  for (const disc of discs) {
    const x = position(disc.x, disc.dx, ms, disc.r) * width;
    const y = position(disc.y, disc.dy, ms, disc.r) * height;
    const r = disc.r * size;
    const glow = ctx.createRadialGradient(x, y, 0, x, y, r);
    glow.addColorStop(0, `rgba(255, 255, 255, ${disc.alpha})`);
    glow.addColorStop(1, 'rgba(255, 255, 255, 0)');
    ctx.fillStyle = glow;
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fill();
  }
}
