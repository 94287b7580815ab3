import { RafflePrizeKind, type RaffleWheel } from '@tread/domain';
import { useTranslation } from 'react-i18next';
import {
  LABEL_LINE_HEIGHT,
  LABEL_TOP,
  labelLines,
  labelRotation,
  pointAt,
  SLICE_RADIUS,
  sliceAngle,
  slicePath,
  WHEEL_CENTER,
  WHEEL_SIZE,
} from './wheel-geometry';

type Prize = RaffleWheel['prizes'][number];

/** The slices' colors in turn; a third keeps the last slice apart from the first on an odd wheel. */
const TONES = ['red', 'white', 'dark'] as const;
type Tone = (typeof TONES)[number] | 'sold-out';

function toneOf(prize: Prize, index: number, count: number): Tone {
  if (prize.soldOut) return 'sold-out';
  if (count % 2 === 1 && index === count - 1) return 'dark';
  return index % 2 === 0 ? 'red' : 'white';
}

export interface WheelDiscProps {
  prizes: readonly Prize[];
  /** The slice under the pointer, or the one the wheel is turning to. */
  at: number;
  spinning: boolean;
}

/**
 * The wheel, drawn in SVG: the prizes as equal slices from the top, clockwise, and the pointer at the top. It
 * turns by classes only (the shop's CSP refuses inline styles): the stylesheet works out the angle from the
 * slice count and the slice to land on, and the spinning class adds whole turns with a transition.
 */
export function WheelDisc({ prizes, at, spinning }: WheelDiscProps) {
  const { t } = useTranslation();
  const count = prizes.length;
  const classes = [
    'wheel__disc',
    `wheel__disc--slices-${count}`,
    `wheel__disc--at-${at}`,
    spinning ? 'wheel__disc--spinning' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="wheel">
      <svg
        className={classes}
        viewBox={`0 0 ${WHEEL_SIZE} ${WHEEL_SIZE}`}
        role="img"
        aria-label={t('points.raffle.wheelLabel')}
        data-at={at}
      >
        <circle className="wheel__rim" cx={WHEEL_CENTER} cy={WHEEL_CENTER} r={WHEEL_CENTER - 2} />
        {prizes.map((prize, index) => {
          const tone = toneOf(prize, index, count);
          const lines = labelLines(prize.name, count);
          return (
            <g key={prize.id} className={`wheel__slice wheel__slice--${tone}`}>
              <path d={slicePath(index, count)} />
              <text
                className={`wheel__label${prize.kind === RafflePrizeKind.Nothing ? ' wheel__label--quiet' : ''}`}
                transform={labelRotation(index, count)}
                x={WHEEL_CENTER}
                y={LABEL_TOP}
                textAnchor="middle"
              >
                {lines.map((line, row) => (
                  <tspan key={line} x={WHEEL_CENTER} dy={row === 0 ? 0 : LABEL_LINE_HEIGHT}>
                    {line}
                  </tspan>
                ))}
              </text>
            </g>
          );
        })}
        {prizes.map((prize, index) => {
          const stud = pointAt(index * sliceAngle(count), SLICE_RADIUS + 7);
          return <circle key={`stud-${prize.id}`} className="wheel__stud" cx={stud.x} cy={stud.y} r={3.5} />;
        })}
        <circle className="wheel__hub" cx={WHEEL_CENTER} cy={WHEEL_CENTER} r={26} />
        <circle className="wheel__hub-dot" cx={WHEEL_CENTER} cy={WHEEL_CENTER} r={9} />
      </svg>
      <svg className="wheel__pointer" viewBox="0 0 40 50" aria-hidden="true">
        <path d="M20 48 L5 12 A16 16 0 1 1 35 12 Z" />
        <circle cx="20" cy="16" r="6" />
      </svg>
    </div>
  );
}
