import UserRound from 'lucide-react/icons/user-round';
import './avatar.css';

export interface AvatarProps {
  url: string | null | undefined;
  size?: number;
}

/** The shopper's picture, or a person outline until they add one. Decorative: the name sits beside it. */
export function Avatar({ url, size = 64 }: AvatarProps) {
  return (
    <span className="avatar" style={{ width: size, height: size }} aria-hidden="true">
      {url ? (
        <img className="avatar__img" src={url} alt="" width={size} height={size} />
      ) : (
        <UserRound size={Math.round(size * 0.55)} />
      )}
    </span>
  );
}
