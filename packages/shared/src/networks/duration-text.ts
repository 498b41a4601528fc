/** Past three decimals a duration is shown cut (millisecond is what the server measures). */
const MAX_DIGITS = 3;

/**
 * A video's duration as a refusal shows it beside the accepted range: exact when it has at most
 * three decimals ("2 s" only for exactly 2 s, "2,4 s" for 2.4 s), otherwise cut away from the range
 * — down when too short, up when too long — so that the message stays true: rounding 2.9996 s to
 * "3 s" would print "la vidéo dure 3 s ; durée acceptée : de 3 à 900 s".
 */
export function durationText(seconds: number, side: 'tooShort' | 'tooLong'): string {
  let digits = 0;
  while (digits < MAX_DIGITS && Number(seconds.toFixed(digits)) !== seconds) digits++;
  const exact = Number(seconds.toFixed(digits)) === seconds;
  const factor = 10 ** digits;
  const cut = side === 'tooShort' ? Math.floor : Math.ceil;
  const shown = exact ? seconds : cut(seconds * factor) / factor;
  return shown.toLocaleString('fr-FR', { maximumFractionDigits: digits });
}
