/** The wheel's drawing: a 300-unit square, slice i starting at the top and going clockwise, all equal. */
export const WHEEL_SIZE = 300;
const CENTER = WHEEL_SIZE / 2;
/** The slices' radius, inside the rim. */
export const SLICE_RADIUS = 136;

const round = (value: number) => Math.round(value * 100) / 100;

/** The point at `degrees` clockwise from the top, `radius` from the center. */
export function pointAt(degrees: number, radius: number): { x: number; y: number } {
  const radians = (degrees * Math.PI) / 180;
  return { x: round(CENTER + radius * Math.sin(radians)), y: round(CENTER - radius * Math.cos(radians)) };
}

/** The angle of one slice of `count`. */
export const sliceAngle = (count: number): number => 360 / count;

/** The path of slice `index` of `count`: from the center out to the rim and back. */
export function slicePath(index: number, count: number): string {
  const angle = sliceAngle(count);
  const start = pointAt(index * angle, SLICE_RADIUS);
  const end = pointAt((index + 1) * angle, SLICE_RADIUS);
  const large = angle > 180 ? 1 : 0;
  return `M ${CENTER} ${CENTER} L ${start.x} ${start.y} A ${SLICE_RADIUS} ${SLICE_RADIUS} 0 ${large} 1 ${end.x} ${end.y} Z`;
}

/** The rotation that turns the label of slice `index` to stand upright along its middle. */
export const labelRotation = (index: number, count: number): string =>
  `rotate(${round((index + 0.5) * sliceAngle(count))} ${CENTER} ${CENTER})`;

/** How many characters fit on a line across a slice near the rim. */
function lineWidth(count: number): number {
  const chord = 2 * SLICE_RADIUS * 0.68 * Math.sin(Math.PI / count);
  return Math.max(5, Math.min(12, Math.floor(chord / 7.5)));
}

/** A prize's name in lines that fit across its slice, at most three; a word too long keeps its own line. */
export function labelLines(name: string, count: number): string[] {
  const width = lineWidth(count);
  const lines: string[] = [];
  for (const word of name.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= 3) return lines;
  return [
    ...lines.slice(0, 2),
    `${lines
      .slice(2)
      .join(' ')
      .slice(0, width - 1)}…`,
  ];
}

/** Where a label's first line sits: near the rim, leaving room for the lines below it. */
export const LABEL_TOP = CENTER - SLICE_RADIUS + 40;
export const LABEL_LINE_HEIGHT = 15;
export { CENTER as WHEEL_CENTER };
