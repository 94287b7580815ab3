import Timer from 'lucide-react/icons/timer';
import { formatCountdown, useCountdown } from './countdown';

export interface CountdownProps {
  /** When it reaches zero, ms since epoch on the device's clock (see `onDeviceClock`). */
  endsAt: number;
  /** The words around the clock, e.g. 'Ends in 1:02:03'. */
  text: (clock: string) => string;
  /** What it says once at zero. */
  overText: string;
  /** Called once when it reaches zero, e.g. to read the state again. */
  onEnd?: () => void;
  className?: string;
}

/** A ticking 'Starts in h:mm:ss' or 'Ends in mm:ss' that says `overText` at zero. */
export function Countdown({ endsAt, text, overText, onEnd, className }: CountdownProps) {
  const seconds = useCountdown(endsAt, onEnd);

  return (
    <span
      className={`countdown${seconds === 0 ? ' countdown--over' : ''} ${className ?? ''}`}
      role="timer"
      // A page the server renders reads its clock a moment before the browser does: the next tick corrects it.
      suppressHydrationWarning
    >
      <Timer size={14} aria-hidden="true" />
      {seconds > 0 ? text(formatCountdown(seconds)) : overText}
    </span>
  );
}
