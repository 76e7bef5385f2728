import { useState, type ReactNode } from 'react';
import { Box, NativeSelect, Tabs } from '@emind/web-ui';

export interface ProfileTab {
  value: string;
  label: string;
  content: ReactNode;
}

/** Tabs on desktop, a dropdown under 768 px; a single section is shown without either. */
export function ProfileTabs({ tabs }: { tabs: readonly ProfileTab[] }) {
  const [active, setActive] = useState(tabs[0]?.value ?? '');
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
