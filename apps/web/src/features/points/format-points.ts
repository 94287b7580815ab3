const whole = new Intl.NumberFormat('en-US');
const signed = new Intl.NumberFormat('en-US', { signDisplay: 'always' });

/** 1250 → '1,250'. */
export const formatPoints = (points: number): string => whole.format(points);

/** A change of points with its sign: '+1,200', '-25'. */
export const formatPointsChange = (change: number): string => signed.format(change);
