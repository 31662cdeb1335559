/**
 * How much of its goal a campaign has raised, in whole percent, as its card says it ('127%
 * funded'): above 100 when it is over-funded, 0 while it has no goal. Its progress bar stops at
 * `Math.min(percentage, 100)`; the number does not.
 */
export function fundedPercentage({ raised, goal }: { raised: number; goal: number }): number {
  if (goal <= 0) return 0;
  return Math.round((raised / goal) * 100);
}
