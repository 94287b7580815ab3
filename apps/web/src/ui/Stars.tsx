import Star from 'lucide-react/icons/star';

const FIVE = [1, 2, 3, 4, 5] as const;

function Row({ size }: { size: number }) {
  return FIVE.map((n) => <Star key={n} size={size} fill="currentColor" strokeWidth={0} />);
}

export interface StarsProps {
  /** 0–5; an average is shown to the nearest half star (4.3 shows four and a half). */
  value: number;
  size?: number;
  className?: string;
}

/**
 * Five stars filled up to `value`. Decorative: the rating is said in words beside them. The fill is a class per
 * half star, not a style attribute: the policy of server-rendered pages refuses inline styles.
 */
export function Stars({ value, size = 16, className }: StarsProps) {
  const halves = Math.round(Math.min(5, Math.max(0, value)) * 2);
  return (
    <span className={`stars${className ? ` ${className}` : ''}`} aria-hidden="true">
      <Row size={size} />
      <span className={`stars__filled stars__filled--${halves}`}>
        <Row size={size} />
      </span>
    </span>
  );
}
