import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Box, NativeSelect, Tabs } from '@emind/web-ui';

export interface ProfileTab {
  value: string;
  label: string;
  content: ReactNode;
}

/**
 * Tabs on desktop, a dropdown under 768 px; a single section is shown without either. `?tab=` opens a tab, also when
 * a link on the page changes it (the verification checklist's items).
 */
export function ProfileTabs({ tabs }: { tabs: readonly ProfileTab[] }) {
  const requested = useSearchParams()[0].get('tab');
  const known = (value: string | null): value is string => tabs.some((tab) => tab.value === value);
  const [active, setActive] = useState(known(requested) ? requested : (tabs[0]?.value ?? ''));
  const [followed, setFollowed] = useState(requested);
  if (requested !== followed) {
    setFollowed(requested);
    if (known(requested)) setActive(requested);
  }
  if (tabs.length === 1) return <>{tabs[0]?.content}</>;
  return (
    <Tabs.Root value={active} onValueChange={(details) => setActive(details.value)} lazyMount variant="line" colorPalette="brand">
      <Tabs.List display={{ base: 'none', md: 'flex' }}>
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value}>{tab.label}</Tabs.Trigger>
        ))}
      </Tabs.List>
      <Box display={{ base: 'block', md: 'none' }}>
        <NativeSelect.Root>
          <NativeSelect.Field aria-label="Sección del perfil" value={active} onChange={(e) => setActive(e.target.value)}>
            {tabs.map((tab) => <option key={tab.value} value={tab.value}>{tab.label}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Box>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} pt={6}>{tab.content}</Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
