import Crown from 'lucide-react/icons/crown';
import './member.css';

/** The color tiers of level badges: the first five levels have their own, higher ones share the last. */
const TIERS = 5;

/** A level's tier by its place among the levels, 1 for the first. */
export const levelTier = (place: number): number => Math.min(Math.max(place, 1), TIERS);

/** A round badge in the color of a level's tier; the level's name is said beside it, so it is decoration. */
export function LevelBadge({ place, size = 'small' }: { place: number; size?: 'small' | 'large' }) {
  return (
    <span className={`level-badge level-badge--${size} level-tier-${levelTier(place)}`} aria-hidden="true">
      <Crown size={size === 'large' ? 28 : 18} strokeWidth={2.25} />
    </span>
  );
}
