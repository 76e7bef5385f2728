import { useCallback, useState } from 'react';
import { useSessionStore } from '@emind/web-session';

/** One answer per item; null until the patient picks an option. */
export type DraftAnswers = (number | null)[];

const PREFIX = 'emind:measure-draft:';

/**
 * A half-answered questionnaire is kept in sessionStorage, not localStorage: answers are health data, and on a shared
 * device they must not outlive the tab, nor the session (they go when it ends). So a draft is per tab by design.
 */
let clearedAtLogout = false;
function clearDraftsAtLogout(): void {
  if (clearedAtLogout) return;
  clearedAtLogout = true;
  useSessionStore.subscribe((session) => {
    if (session.user) return;
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
  });
}

const isAnswer = (value: unknown): value is number | null => value === null || (typeof value === 'number' && Number.isInteger(value));

function readDraft(key: string, itemCount: number): DraftAnswers {
  const empty: DraftAnswers = Array.from({ length: itemCount }, () => null);
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    return Array.isArray(stored) && stored.length === itemCount && stored.every(isAnswer) ? stored : empty;
  } catch {
    return empty;
  }
}

// Storage may be full or refused (private modes): the questionnaire still works, only without a draft.
function writeDraft(key: string, answers: DraftAnswers | null): void {
  try {
    if (answers === null || answers.every((answer) => answer === null)) sessionStorage.removeItem(key);
    else {
      clearDraftsAtLogout();
      sessionStorage.setItem(key, JSON.stringify(answers));
    }
  } catch {
    /* no draft kept */
  }
}

/** The draft of one occurrence (assignment + due date): what was answered before, and how to keep or drop it. */
export function useAnswerDraft(assignment: number, dueAt: string, itemCount: number) {
  const key = `${PREFIX}${assignment}:${dueAt}`;
  const [initial] = useState(() => readDraft(key, itemCount));
  const save = useCallback((answers: DraftAnswers) => writeDraft(key, answers), [key]);
  const clear = useCallback(() => writeDraft(key, null), [key]);
  return { initial, save, clear };
}
