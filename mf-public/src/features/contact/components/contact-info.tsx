import { Circle, Heading, HStack, Link, Stack, Text } from '@emind/web-ui';
import type { ReactNode } from 'react';
import { contactChannels } from '../../../config/contact-channels';
import { InstagramIcon, MailIcon, WhatsappIcon } from '../../../components/icons/channel-icons';

interface ChannelProps {
  icon: ReactNode;
  label: string;
  value: string;
  href: string;
  external?: boolean;
}

function Channel({ icon, label, value, href, external = false }: ChannelProps) {
  return (
    <HStack gap="4" align="center">
      <Circle size="11" bg="brand.500" color="white">{icon}</Circle>
      <Stack gap="0">
        <Text fontSize="sm" color="fg.muted">{label}</Text>
        <Link href={href} color="brand.700" fontWeight="semibold" {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {value}
        </Link>
      </Stack>
    </HStack>
  );
}

export function ContactInfo() {
  return (
    <Stack as="aside" gap="6" p="8" rounded="2xl" bg="brand.50" h="full" aria-labelledby="contact-info-title">
      <Heading as="h2" id="contact-info-title" size="xl" color="brand.800">Otras formas de contactarnos</Heading>
      <Text color="fg.muted">Elige el canal que te resulte más cómodo; te responderemos a la brevedad.</Text>
      <Channel icon={<MailIcon />} label="Correo electrónico" value={contactChannels.email} href={`mailto:${contactChannels.email}`} />
      <Channel icon={<WhatsappIcon />} label="WhatsApp" value={contactChannels.whatsappDisplay} href={contactChannels.whatsappUrl} external />
      <Channel icon={<InstagramIcon />} label="Instagram" value={contactChannels.instagramHandle} href={contactChannels.instagramUrl} external />
    </Stack>
  );
}
