import type { UserType } from '@emind/domain';
import MessageCount from './message-count.tsx';
import SafetyFlagCount from './safety-flag-count.tsx';

/** The bar's counts, one chunk fetched for signed-in patients and psychologists: unread messages, and a psychologist's safety flags. */
export default function NavCounts({ role }: { role: UserType }) {
  return (
    <>
      {role === 'psychologist' ? <SafetyFlagCount /> : null}
      <MessageCount role={role} />
    </>
  );
}
