import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGING_KEY, openConversationWith } from './messaging-api.ts';

/** The query parameter 'Enviar mensaje' links carry: the other person's profile id (`mensajes?con=12`). */
export const WITH_PARAM = 'con';

/**
 * Opens (or finds) the conversation a link names and answers its id once known, so the page shows it; a link to
 * someone not in care with the reader says so instead.
 */
export function useConversationFromLink(): { id: number | null; refused: boolean } {
  const [params] = useSearchParams();
  const client = useQueryClient();
  const other = Number(params.get(WITH_PARAM));
  const [state, setState] = useState<{ id: number | null; refused: boolean }>({ id: null, refused: false });
  useEffect(() => {
    if (!Number.isInteger(other) || other <= 0) return;
    let live = true;
    openConversationWith(other).then(
      (conversation) => {
        if (!live) return;
        setState({ id: conversation.id, refused: false });
        void client.invalidateQueries({ queryKey: [MESSAGING_KEY, 'conversations'] });
      },
      () => live && setState({ id: null, refused: true }),
    );
    return () => {
      live = false;
    };
  }, [other, client]);
  return state;
}
