import type { DirectionCounts } from '@baseline/contract/charting';
import { DIRECTION_NAMES, zonesOf, type Court, type Zone } from './directions';

/*
 * The receiver's service boxes as the server sees them, the net at the bottom: the deuce box on the left, the
 * ad box on the right, each cut into wide, body and T (the T at the centre line). The boxes keep a real box's
 * proportions (8.23 m across both, 6.40 m deep).
 */
const WIDTH = 240;
const BOX_TOP = 22;
const BOX_HEIGHT = 171;
const BOX_LEFT = 8;
const BOX_WIDTH = (WIDTH - 2 * BOX_LEFT) / 2;
const ZONE_WIDTH = BOX_WIDTH / 3;
const NET_Y = BOX_TOP + BOX_HEIGHT;
const HEIGHT = NET_Y + 20;

/** Left to right in each box as the server sees it. */
const ZONE_ORDER: Record<Court, readonly Zone['direction'][]> = { deuce: ['4', '5', '6'], ad: ['6', '5', '4'] };

interface ServeCourtProps {
  title: string;
  courts: Record<Court, DirectionCounts>;
}

/** Where one serve (1st or 2nd) went, by court; each zone's shade grows with its share. The table says the same. */
export function ServeCourt({ title, courts }: ServeCourtProps) {
  const unknown = courts.deuce['0'].served + courts.ad['0'].served;
  return (
    <figure className="serve-court">
      <figcaption className="serve-court__title">{title}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="serve-court__picture" aria-hidden="true">
        {(['deuce', 'ad'] as const).map((court, boxIndex) => {
          const left = BOX_LEFT + boxIndex * BOX_WIDTH;
          const zones = new Map(zonesOf(courts[court]).map((zone) => [zone.direction, zone]));
          const total = [...zones.values()].reduce((sum, zone) => sum + zone.served, 0);
          return (
            <g key={court}>
              <text x={left + BOX_WIDTH / 2} y={BOX_TOP - 8} className="serve-court__court">
                {court === 'deuce' ? 'Deuce' : 'Ad'}
              </text>
              {ZONE_ORDER[court].map((direction, index) => {
                const zone = zones.get(direction);
                const served = zone?.served ?? 0;
                const x = left + index * ZONE_WIDTH;
                return (
                  <g key={direction}>
                    <rect
                      x={x}
                      y={BOX_TOP}
                      width={ZONE_WIDTH}
                      height={BOX_HEIGHT}
                      className="serve-court__zone"
                      fillOpacity={total === 0 ? 0 : 0.06 + 0.3 * (served / total)}
                    />
                    <text x={x + ZONE_WIDTH / 2} y={BOX_TOP + 28} className="serve-court__name">
                      {DIRECTION_NAMES[direction]}
                    </text>
                    <text x={x + ZONE_WIDTH / 2} y={BOX_TOP + BOX_HEIGHT / 2} className="serve-court__count">
                      {served}
                    </text>
                    <text x={x + ZONE_WIDTH / 2} y={BOX_TOP + BOX_HEIGHT / 2 + 20} className="serve-court__share">
                      {zone?.share ?? '–'}
                    </text>
                  </g>
                );
              })}
              <rect x={left} y={BOX_TOP} width={BOX_WIDTH} height={BOX_HEIGHT} className="serve-court__box" />
            </g>
          );
        })}
        <line x1={0} x2={WIDTH} y1={NET_Y} y2={NET_Y} className="serve-court__net" />
        <text x={WIDTH / 2} y={HEIGHT - 4} className="serve-court__court">
          Net
        </text>
      </svg>
      {unknown > 0 && <p className="serve-court__unknown">Direction not charted: {unknown}</p>}
    </figure>
  );
}
