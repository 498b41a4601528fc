const pad = (value: number) => String(value).padStart(2, '0');

/** A duration as a French creator reads it: « 45 s », « 2 min 05 s », « 30 min », « 4 h 00 min ». */
export function formatDurationFr(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  if (hours > 0) return `${hours} h ${pad(minutes)} min`;
  if (minutes > 0) return rest > 0 ? `${minutes} min ${pad(rest)} s` : `${minutes} min`;
  return `${rest} s`;
}
