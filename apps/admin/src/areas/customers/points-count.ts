/** '1,240 points', '1 point'. */
export const pointsCount = (points: number): string =>
  `${points.toLocaleString('en-US')} point${Math.abs(points) === 1 ? '' : 's'}`;
