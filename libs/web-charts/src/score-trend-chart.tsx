import { FONT, textStyle, tokenColor } from './chart-style.ts';
import { useWidth } from './use-width.ts';
import { labelStride, timeBounds } from './value-scale.ts';

/** A shaded stretch of the value axis, e.g. a severity band ('Moderada', 10–14). */
export interface TrendBand {
  from: number;
  to: number;
  label: string;
  /** A Chakra colour token, e.g. 'orange.subtle'. */
  color: string;
}

export interface TrendPoint {
  /** ISO instant. */
  at: string;
  value: number;
  /** What a pointer's tooltip says of the point. */
  title: string;
}

/** A dashed vertical line at an instant, e.g. a session. */
export interface TrendMarker {
  at: string;
  title: string;
}

export interface ScoreTrendChartProps {
  points: readonly TrendPoint[];
  bands: readonly TrendBand[];
  markers?: readonly TrendMarker[];
  /** The value axis runs from 0 to `max`, with a label at each tick. */
  max: number;
  ticks: readonly number[];
  /** The time axis' label of a point, e.g. '12/05'. */
  timeLabel: (at: string) => string;
  /** The legend's names of the line and of the markers. */
  legend: { value: string; marker: string };
  ariaLabel: string;
  height?: number;
}

const LEGEND_HEIGHT = 24;

/**
 * A score over time on shaded bands, with markers (e.g. sessions): plain SVG sized to its box, like `BarSeriesChart`;
 * the scores themselves are also in the page as text.
 */
export function ScoreTrendChart({ points, bands, markers = [], max, ticks, timeLabel, legend, ariaLabel, height = 240 }: ScoreTrendChartProps) {
  const { ref, width } = useWidth();
  const plot = { left: 32, top: 8, width: Math.max(0, width - 48), height: height - LEGEND_HEIGHT - 34 };
  const { from, to } = timeBounds([...points, ...markers].map((item) => Date.parse(item.at)));
  const x = (at: string) => plot.left + ((Date.parse(at) - from) / (to - from)) * plot.width;
  const y = (value: number) => plot.top + plot.height - (Math.min(value, max) / max) * plot.height;
  const stride = labelStride(points.length, 48, plot.width);
  const line = tokenColor('brand.600');

  return (
    <div ref={ref} role="img" aria-label={ariaLabel} style={{ width: '100%', height }}>
      {width > 0 ? (
        <svg width={width} height={height - LEGEND_HEIGHT} aria-hidden="true">
          {bands.map((band) => (
            <g key={band.label}>
              <rect x={plot.left} width={plot.width} y={y(band.to)} height={y(band.from) - y(band.to)} fill={tokenColor(band.color)} />
              <text x={plot.left + plot.width - 4} y={(y(band.from) + y(band.to)) / 2} dy="0.35em" textAnchor="end" style={{ ...textStyle, fontSize: FONT - 2 }}>{band.label}</text>
            </g>
          ))}
          {ticks.map((tick) => (
            <text key={tick} x={plot.left - 6} y={y(tick)} dy="0.35em" textAnchor="end" style={textStyle}>{tick}</text>
          ))}
          {markers.map((marker) => (
            <line key={marker.at} x1={x(marker.at)} x2={x(marker.at)} y1={plot.top} y2={plot.top + plot.height} stroke={tokenColor('fg.muted')} strokeDasharray="4 3">
              <title>{marker.title}</title>
            </line>
          ))}
          <polyline points={points.map((point) => `${x(point.at)},${y(point.value)}`).join(' ')} fill="none" stroke={line} strokeWidth={2} />
          {points.map((point, index) => (
            <g key={point.at}>
              <circle cx={x(point.at)} cy={y(point.value)} r={4} fill={line}>
                <title>{point.title}</title>
              </circle>
              {index % stride === 0 ? (
                <text x={x(point.at)} y={plot.top + plot.height + 18} textAnchor="middle" style={textStyle}>{timeLabel(point.at)}</text>
              ) : null}
            </g>
          ))}
        </svg>
      ) : null}
      <div style={{ display: 'flex', justifyContent: 'center', gap: 16, fontSize: 13, height: LEGEND_HEIGHT, alignItems: 'center' }}>
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
          <span style={{ width: 14, height: 0, borderTop: `2px solid ${line}`, display: 'inline-block' }} />
          {legend.value}
        </span>
        {markers.length > 0 ? (
          <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
            <span style={{ width: 0, height: 12, borderLeft: `1px dashed ${tokenColor('fg.muted')}`, display: 'inline-block' }} />
            {legend.marker}
          </span>
        ) : null}
      </div>
    </div>
  );
}
