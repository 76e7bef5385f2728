/** What the gateway writes into the shell's HTML for one public path, ahead of the scripts (see prerender.ts). */
export interface PrerenderedPage {
  title: string;
  description: string;
  /** An image the first paint shows, fetched ahead of the scripts (they would otherwise take every connection first). */
  image?: string;
  /** Goes inside #root: React replaces it when it mounts. */
  body: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

// The first paint of mf-public's hero (home-hero.tsx) below the shell's 64 px navbar, mobile below 768 px and
// desktop above, so the page does not jump when React takes over. Inline styles are allowed by the CSP; scripts are not.
export const PRERENDER_STYLE = `<style>
body{margin:0}
.pre-nav{height:65px;border-bottom:1px solid #e4e4e7}
.pre-hero{background:linear-gradient(to bottom right,#eef6f6,#fff);overflow:hidden;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.pre-hero>div{max-width:80rem;margin:0 auto;padding:40px 16px;display:flex;flex-direction:column;align-items:center;gap:20px;text-align:center}
.pre-hero .pre-art{width:260px;height:221px;flex:none}
.pre-hero h1{margin:0;font-size:1.875rem;line-height:1.15;font-weight:600;color:#12302f}
.pre-hero p{margin:0;font-size:1rem;line-height:1.5;color:#52525b}
.pre-banner{background:linear-gradient(to right,#1c524f,#2b7d79);color:#fff;padding:48px 0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.pre-banner>div{max-width:56rem;margin:0 auto;padding:0 16px;display:flex;flex-direction:column;align-items:center;gap:16px;text-align:center}
.pre-banner h1{margin:0;font-size:1.875rem;line-height:2.375rem;font-weight:600}
.pre-banner p{margin:0;max-width:42rem;font-size:1rem;line-height:1.5rem;color:#eef6f6}
.pre-banner .pre-eyebrow{text-transform:uppercase;letter-spacing:0.05em;font-size:0.875rem;line-height:1.25rem;font-weight:600;color:#d3e9e8}
.pre-profile{max-width:80rem;margin:0 auto;padding:56px 36px;display:flex;flex-direction:column;align-items:center;gap:24px;text-align:center;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.pre-photo{border-radius:9999px;object-fit:cover;flex:none}
.pre-profile h1{margin:0;font-size:1.5rem;line-height:2rem;font-weight:600}
.pre-profile p{margin:4px 0 0;color:#52525b}
@media (min-width:768px){
.pre-hero>div{max-width:72rem;padding:80px 24px;flex-direction:row-reverse;gap:48px;text-align:left}
.pre-hero .pre-art{flex:1;height:357px}
.pre-hero .pre-text{flex:1;display:flex;flex-direction:column;gap:24px}
.pre-hero h1{font-size:3rem;line-height:1.1}
.pre-hero p{font-size:1.25rem;line-height:1.75rem}
.pre-profile{flex-direction:row;align-items:flex-start;text-align:left}
.pre-banner{padding:64px 0}
.pre-banner>div{padding:0 24px}
.pre-banner h1{font-size:2.25rem;line-height:2.75rem}
.pre-banner p{font-size:1.125rem;line-height:1.75rem}
}
</style>`;

const heroBody = (heading: string, lead: string): string =>
  `<div class="pre-nav"></div><section class="pre-hero"><div><div class="pre-art"></div><div class="pre-text"><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(lead)}</p></div></div></section>`;

// PageHero (mf-public/src/components/page/page-hero.tsx), the banner that opens every inner public page.
const bannerBody = (eyebrow: string | null, heading: string, lead: string): string =>
  `<div class="pre-nav"></div><section class="pre-banner"><div>${eyebrow ? `<p class="pre-eyebrow">${escapeHtml(eyebrow)}</p>` : ''}<h1>${escapeHtml(heading)}</h1><p>${escapeHtml(lead)}</p></div></section>`;

const SITE_TITLE = 'e-mind | Psicoterapia online';

const innerPage = (eyebrow: string | null, heading: string, lead: string, title = SITE_TITLE): PrerenderedPage => ({
  title,
  description: lead,
  body: bannerBody(eyebrow, heading, lead),
});

const terms = innerPage(null, 'Términos y condiciones', 'Las reglas que rigen el uso de e-mind por pacientes y psicólogos.');

const SITE_DESCRIPTION =
  'Agenda sesiones por videollamada en el horario que te acomode, con profesionales verificados y precios accesibles, desde cualquier lugar de Chile.';

/** The static public pages whose first paint is known at build time. */
export const STATIC_PAGES: Record<string, PrerenderedPage> = {
  '/': {
    title: SITE_TITLE,
    description: SITE_DESCRIPTION,
    body: heroBody('Terapia online con psicólogos certificados', SITE_DESCRIPTION),
  },
  '/especialistas': innerPage(
    'Especialistas', 'Encuentra a tu psicólogo', 'Psicólogos clínicos verificados, con sesiones online y precios en pesos chilenos.',
    'Especialistas verificados | e-mind',
  ),
  '/quienes-somos': innerPage(
    'Quiénes somos', 'Salud mental accesible para todo Chile',
    'Conectamos a personas con psicólogos certificados para que pedir ayuda sea simple, seguro y cercano.',
  ),
  '/contacto': innerPage(
    'Contacto', 'Conversemos',
    '¿Tienes dudas sobre e-mind, quieres sumarte como psicólogo o necesitas ayuda con tu cuenta? Escríbenos.',
  ),
  '/preguntas-frecuentes': innerPage(
    'Ayuda', 'Preguntas frecuentes', 'Todo lo que necesitas saber sobre las sesiones, los precios y cómo funciona e-mind.',
  ),
  '/privacidad': innerPage(null, 'Política de privacidad', 'Cómo cuidamos tus datos personales y tu información de salud.'),
  '/terminos-y-condiciones': terms,
  '/terminos': terms,
};
