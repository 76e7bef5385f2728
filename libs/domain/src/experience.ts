/**
 * Years of experience (decisions.md): current year − graduation year; without one, whole years since the
 * earliest experience's start; 0 when neither is known.
 */
export function yearsOfExperience(
  graduationYear: number | null | undefined,
  experienceStarts: readonly string[],
  now: Date = new Date(),
): number {
  if (graduationYear) return Math.max(0, now.getFullYear() - graduationYear);
  const earliest = [...experienceStarts].sort()[0];
  if (!earliest) return 0;
  const [year, month, day] = earliest.split('-').map(Number) as [number, number, number];
  let years = now.getFullYear() - year;
  if (now.getMonth() + 1 < month || (now.getMonth() + 1 === month && now.getDate() < day)) years -= 1;
  return Math.max(0, years);
}
