import type { Position } from 'geojson';

export interface Frame {
  width: number;
  height: number;
  /** [lon, lat] → [x, y] in the frame */
  project: (lon: number, lat: number) => [number, number];
}

const PADDING = 0.06;

/**
 * An equirectangular projection shrunk by the cosine of the middle latitude: true enough in shape for one
 * country, and a few lines instead of a projection library. The frame's height follows the area's shape.
 */
export function fitFrame(points: Position[], width = 400): Frame | null {
  if (points.length === 0) return null;
  const lons = points.map((p) => p[0]!);
  const lats = points.map((p) => p[1]!);
  const [west, east] = [Math.min(...lons), Math.max(...lons)];
  const [south, north] = [Math.min(...lats), Math.max(...lats)];
  const squeeze = Math.cos((((north + south) / 2) * Math.PI) / 180);
  // one dot or a row of them still needs an area around it
  const spanX = Math.max((east - west) * squeeze, 1);
  const spanY = Math.max(north - south, 1);
  const scale = (width * (1 - 2 * PADDING)) / spanX;
  const height = Math.round(Math.min(spanY * scale + width * 2 * PADDING, width * 1.4));
  const scaleY = Math.min(scale, (height - width * 2 * PADDING) / spanY);
  const midX = ((west + east) / 2) * squeeze;
  const midY = (south + north) / 2;
  return {
    width,
    height,
    project: (lon, lat) => [width / 2 + (lon * squeeze - midX) * scaleY, height / 2 - (lat - midY) * scaleY],
  };
}

/** An SVG path of the rings in the frame. */
export function ringsPath(rings: Position[][], frame: Frame): string {
  return rings
    .map(
      (ring) =>
        ring
          .map(([lon, lat], i) => {
            const [x, y] = frame.project(lon!, lat!);
            return `${i === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`;
          })
          .join('') + 'Z',
    )
    .join('');
}
