/** The platform's public contact channels, shown in the footer and on the contact page. */
export const contactChannels = {
  email: 'contacto@e-mind.cl',
  whatsappDisplay: '+56 9 4000 2020',
  whatsappUrl: 'https://wa.me/56940002020',
  instagramHandle: '@emind.cl',
  instagramUrl: 'https://www.instagram.com/emind.cl',
} as const;
