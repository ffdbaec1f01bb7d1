import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { CHART_ACCENT, CHART_PRIMARY } from '../model/chart-colours';

/*
 * The charts themselves (recharts, loaded only with the home page). They are pictures of the
 * numbers: each sits in a figure whose caption says what it shows and whose table holds every
 * value, so the SVG is hidden from assistive technology and takes no keyboard focus.
 */
const HEIGHT = 260;
const axisTick = { fontSize: 12, fill: '#4b5563' };
/** Long paths keep their start on the axis; the table beside the chart has them whole. */
const shortPath = (path: string) => (path.length > 26 ? `${path.slice(0, 25)}…` : path);

export function DayBars({
  data,
  label,
  accent = false,
}: {
  data: { label: string; count: number }[];
  label: string;
  accent?: boolean;
}) {
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <BarChart
        data={data}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid stroke="#e5e7eb" vertical={false} />
        <XAxis dataKey="label" tick={axisTick} interval="preserveStartEnd" />
        <YAxis allowDecimals={false} tick={axisTick} width={48} />
        <Tooltip />
        <Bar
          dataKey="count"
          name={label}
          fill={accent ? CHART_ACCENT : CHART_PRIMARY}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}

export function TopPathBars({
  data,
  label,
}: {
  data: { path: string; views: number }[];
  label: string;
}) {
  return (
    <ResponsiveContainer width="100%" height={Math.max(HEIGHT, data.length * 30 + 40)}>
      <BarChart
        data={data}
        layout="vertical"
        margin={{ top: 8, right: 16, bottom: 0, left: 8 }}
        accessibilityLayer={false}
      >
        <CartesianGrid stroke="#e5e7eb" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={axisTick} />
        <YAxis
          type="category"
          dataKey="path"
          tick={axisTick}
          width={190}
          tickFormatter={shortPath}
        />
        <Tooltip />
        <Bar dataKey="views" name={label} fill={CHART_PRIMARY} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Statuses down the side (their names stay readable at any width), departures + arrivals. */
export function StatusBars({
  data,
  departuresLabel,
  arrivalsLabel,
}: {
  data: { label: string; departures: number; arrivals: number }[];
  departuresLabel: string;
  arrivalsLabel: string;
}) {
  return (
    <ResponsiveContainer width="100%" height={Math.max(HEIGHT, data.length * 32 + 60)}>
      <BarChart
        data={data}
        layout="vertical"
        margin={{ top: 8, right: 16, bottom: 0, left: 8 }}
        accessibilityLayer={false}
      >
        <CartesianGrid stroke="#e5e7eb" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={axisTick} />
        <YAxis type="category" dataKey="label" tick={axisTick} width={110} interval={0} />
        <Tooltip />
        <Legend />
        <Bar
          dataKey="departures"
          name={departuresLabel}
          stackId="flights"
          fill={CHART_PRIMARY}
          isAnimationActive={false}
        />
        <Bar
          dataKey="arrivals"
          name={arrivalsLabel}
          stackId="flights"
          fill={CHART_ACCENT}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
