import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { TDashboardDay } from "@app/contract";
import { formatDate, formatNumber, formatPaise } from "@/lib/format";

type Series = { key: keyof TDashboardDay; label: string; color: string; kind: "bar" | "line"; money?: boolean };

/**
 * One dashboard chart (recharts): the first series as bars on the left axis, the second as a line on
 * the right. Loaded lazily with the dashboard; the table beside it carries the same numbers.
 */
export default function DashboardChart({ days, series, labelledBy }: { days: TDashboardDay[]; series: Series[]; labelledBy: string }) {
  const data = days.map((d) => ({ ...d, revenuePaise: d.revenuePaise / 100, day: formatDate(d.date, "dayMonth") }));
  const fmt = (s: Series, v: number) => (s.money ? formatPaise(v * 100) : formatNumber(v));
  return (
    <div role="img" aria-labelledby={labelledBy} className="mt-3 h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} margin={{ top: 8, right: 4, bottom: 0, left: -12 }}>
          <CartesianGrid stroke="#e7e5e4" vertical={false} />
          <XAxis dataKey="day" tick={{ fontSize: 11, fill: "#57534e" }} interval="preserveStartEnd" minTickGap={16} />
          {series.map((s, i) => (
            <YAxis
              key={s.key}
              yAxisId={i === 0 ? "left" : "right"}
              orientation={i === 0 ? "left" : "right"}
              allowDecimals={false}
              tick={{ fontSize: 11, fill: "#57534e" }}
              tickFormatter={(v: number) => formatNumber(v)}
              width={s.money ? 56 : 36}
            />
          ))}
          <Tooltip
            formatter={(v, name) => {
              const s = series.find((x) => x.label === name);
              return s ? fmt(s, Number(v)) : String(v);
            }}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {series.map((s, i) =>
            s.kind === "bar" ? (
              <Bar
                key={s.key}
                yAxisId={i === 0 ? "left" : "right"}
                dataKey={s.key}
                name={s.label}
                fill={s.color}
                radius={[3, 3, 0, 0]}
                isAnimationActive={false}
              />
            ) : (
              <Line
                key={s.key}
                yAxisId={i === 0 ? "left" : "right"}
                dataKey={s.key}
                name={s.label}
                stroke={s.color}
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
            ),
          )}
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
