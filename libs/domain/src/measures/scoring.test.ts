import { describe, expect, it } from 'vitest';
import { gad7, instrumentIds, instruments, phq9, type Instrument } from './instruments.ts';
import { answersProblem, measureMessages, safetyAlert, scoreAnswers } from './scoring.ts';

/** Answers adding up to `total` with nothing on the safety item, so a band test never trips the safety rule. */
function answersSumming(instrument: Instrument, total: number): number[] {
  const answers = instrument.items.map(() => 0);
  let left = total;
  for (let index = 0; index < answers.length && left > 0; index += 1) {
    if (index === instrument.safetyItem) continue;
    answers[index] = Math.min(3, left);
    left -= answers[index] ?? 0;
  }
  if (left > 0 && instrument.safetyItem !== null) answers[instrument.safetyItem] = left;
  return answers;
}

describe('the published severity bands (every edge)', () => {
  const phq9Edges: [number, string, string][] = [
    [0, 'minimal', 'Mínima'], [4, 'minimal', 'Mínima'],
    [5, 'mild', 'Leve'], [9, 'mild', 'Leve'],
    [10, 'moderate', 'Moderada'], [14, 'moderate', 'Moderada'],
    [15, 'moderately_severe', 'Moderadamente severa'], [19, 'moderately_severe', 'Moderadamente severa'],
    [20, 'severe', 'Severa'], [27, 'severe', 'Severa'],
  ];
  it.each(phq9Edges)('PHQ-9 %i is %s', (total, severity, label) => {
    const result = scoreAnswers(phq9, answersSumming(phq9, total));
    expect(result).toMatchObject({ score: total, severity, severity_label: label });
  });

  const gad7Edges: [number, string][] = [
    [0, 'minimal'], [4, 'minimal'], [5, 'mild'], [9, 'mild'], [10, 'moderate'], [14, 'moderate'], [15, 'severe'], [21, 'severe'],
  ];
  it.each(gad7Edges)('GAD-7 %i is %s', (total, severity) => {
    expect(scoreAnswers(gad7, answersSumming(gad7, total))).toMatchObject({ score: total, severity, safety_alert: false });
  });

  it.each(instrumentIds)('%s: bands cover 0 to the maximum without gaps or overlaps', (id) => {
    const instrument = instruments[id];
    const bands = instrument.bands;
    expect(bands[0]?.min).toBe(0);
    expect(bands.at(-1)?.max).toBe(instrument.items.length * 3);
    bands.slice(1).forEach((band, index) => expect(band.min).toBe((bands[index]?.max ?? -2) + 1));
  });

  it('has the published item counts and four options 0–3', () => {
    expect(phq9.items).toHaveLength(9);
    expect(gad7.items).toHaveLength(7);
    expect(phq9.options.map((option) => option.value)).toEqual([0, 1, 2, 3]);
  });
});

describe('answersProblem', () => {
  it('accepts one option per item', () => {
    expect(answersProblem(gad7, [0, 1, 2, 3, 0, 1, 2])).toBeNull();
  });

  it('refuses the wrong count and answers out of range', () => {
    expect(answersProblem(phq9, [0, 1])).toBe(measureMessages.wrongCount(9));
    expect(answersProblem(gad7, [0, 1, 2, 3, 0, 1, 4])).toBe(measureMessages.outOfRange);
    expect(answersProblem(gad7, [0, 1, 2, 3, 0, 1, -1])).toBe(measureMessages.outOfRange);
    expect(answersProblem(gad7, [0, 1, 2, 3, 0, 1, 1.5])).toBe(measureMessages.outOfRange);
  });
});

describe('the safety rule', () => {
  it('fires on PHQ-9 item 9 above 0, whatever the total', () => {
    const onlyItem9 = [0, 0, 0, 0, 0, 0, 0, 0, 1];
    expect(safetyAlert(phq9, onlyItem9)).toBe(true);
    expect(scoreAnswers(phq9, onlyItem9)).toMatchObject({ score: 1, severity: 'minimal', safety_alert: true });
    expect(safetyAlert(phq9, [3, 3, 3, 3, 3, 3, 3, 3, 0])).toBe(false);
  });

  it('never fires on GAD-7, which has no such item', () => {
    expect(safetyAlert(gad7, [3, 3, 3, 3, 3, 3, 3])).toBe(false);
  });
});
