import { useId } from 'react';
import { t } from '@travel/shell/i18n';
import { axisDay, shortDay } from '../../../lib/format';
import { axisTicks, niceCeiling, peak, wholeAxisTop, type DayFigure } from '../lib/chart-scale';

export interface DayChartProps {
  title: string;
  days: DayFigure[];
  value: (day: DayFigure) => number;
  format: (value: number) => string;
  /** Axis labels: shorter than `format` ('$1.2k'). */
  formatAxis?: (value: number) => string;
  /** The axis top when every value is smaller (an empty month still gets a readable axis). */
  minimumTop: number;
  /** Counts: grid lines on whole numbers only. */
  wholeNumbers?: boolean;
}

const WIDTH = 640;
const HEIGHT = 220;
// Room on the right for the last day's label, centred under the last bar.
const PAD = { top: 12, right: 34, bottom: 30, left: 64 };
const LABEL_EVERY = 5;
const TICKS = 4;

/**
 * One figure per day as bars, drawn by hand (a chart library would outweigh the whole remote). Screen
 * readers get a title and a one-sentence summary; the per-day figures are in the table next to it.
 */
export function DayChart({
  title,
  days,
  value,
  format,
  formatAxis = format,
  minimumTop,
  wholeNumbers = false,
}: DayChartProps) {
  const titleId = useId();
  const descId = useId();
  const max = Math.max(0, ...days.map(value));
  const top = wholeNumbers
    ? wholeAxisTop(Math.max(max, minimumTop), TICKS)
    : niceCeiling(max, minimumTop);
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / Math.max(1, days.length);
  const barWidth = Math.max(2, slot * 0.7);
  const y = (v: number) => PAD.top + plotHeight - (v / top) * plotHeight;
  const total = days.reduce((sum, d) => sum + value(d), 0);
  const best = peak(days, value);
  const summary =
    days.length === 0
      ? t('admin.chart.noDays')
      : best
        ? t('admin.chart.summary', {
            total: format(total),
            from: shortDay(days[0]!.day),
            to: shortDay(days[days.length - 1]!.day),
            highest: format(value(best)),
            day: shortDay(best.day),
          })
        : t('admin.chart.summaryNone', {
            total: format(total),
            from: shortDay(days[0]!.day),
            to: shortDay(days[days.length - 1]!.day),
          });

  return (
    <figure className="adm-chart">
      <figcaption className="adm-chart__caption">{title}</figcaption>

      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        className="adm-chart__svg"
      >
        <title id={titleId}>{title}</title>
        <desc id={descId}>{summary}</desc>
        <g aria-hidden="true">
          {axisTicks(top, TICKS).map((tick) => (
            <g key={tick}>
              <line
                x1={PAD.left}
                x2={WIDTH - PAD.right}
                y1={y(tick)}
                y2={y(tick)}
                className="adm-chart__grid"
              />
              <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" className="adm-chart__label">
                {formatAxis(tick)}
              </text>
            </g>
          ))}
          {days.map((d, i) => {
            const v = value(d);
            const x = PAD.left + i * slot + (slot - barWidth) / 2;
            return (
              <g key={d.day}>
                {v > 0 ? (
                  <rect
                    x={x}
                    y={y(v)}
                    width={barWidth}
                    height={Math.max(1, y(0) - y(v))}
                    rx={1.5}
                    className="adm-chart__bar"
                  >
                    <title>{`${shortDay(d.day)}: ${format(v)}`}</title>
                  </rect>
                ) : null}
                {(days.length - 1 - i) % LABEL_EVERY === 0 ? (
                  <text
                    x={x + barWidth / 2}
                    y={HEIGHT - 8}
                    textAnchor="middle"
                    className="adm-chart__label"
                  >
                    {axisDay(d.day)}
                  </text>
                ) : null}
              </g>
            );
          })}
        </g>
      </svg>
    </figure>
  );
}
