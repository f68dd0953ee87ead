import { useId } from 'react';
import './bar-chart.css';

export interface Bar {
  label: string;
  value: number;
  /** What a pointer resting on the bar reads: its label and value as the table beside the chart writes them. */
  title: string;
}

interface Props {
  /** What the chart shows; its caption and its name for screen readers. */
  caption: string;
  bars: readonly Bar[];
}

const WIDTH = 640;
const HEIGHT = 200;

/**
 * A column chart in plain SVG for people who would rather look than read: one column per bar, in
 * order, the tallest reaching the top. It repeats a table shown beside it, so it names itself and
 * leaves the figures to the table; each column still tells its label and value on hover.
 */
export const BarChart = ({ caption, bars }: Props) => {
  const id = useId();
  const highest = Math.max(0, ...bars.map((bar) => bar.value));
  const slot = WIDTH / Math.max(1, bars.length);
  const gap = slot > 6 ? slot * 0.2 : 0;
  return (
    <figure className="bar-chart">
      <figcaption id={`${id}-caption`}>{caption}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-labelledby={`${id}-caption`}>
        <line x1={0} y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className="bar-chart-axis" />
        {bars.map((bar, index) => {
          const height = highest === 0 ? 0 : (Math.max(0, bar.value) / highest) * (HEIGHT - 4);
          return (
            <rect key={`${bar.label}-${index}`} x={index * slot + gap / 2} y={HEIGHT - height} width={Math.max(0.5, slot - gap)} height={height} className="bar-chart-bar">
              <title>{bar.title}</title>
            </rect>
          );
        })}
      </svg>
      {bars.length > 0 && (
        <p className="bar-chart-ends" aria-hidden="true">
          <span>{bars[0]?.label}</span>
          {bars.length > 1 && <span>{bars.at(-1)?.label}</span>}
        </p>
      )}
    </figure>
  );
};
