/** What the gateway writes into the shell's HTML for one public path, ahead of the scripts (see prerender.ts). */
export interface PrerenderedPage {
  title: string;
  description: string;
  /** An image the first paint shows, fetched ahead of the scripts (they would otherwise take every connection first). */
  image?: string;
  /** Goes in #prerender, beside the still empty #root: the shell removes it once React has drawn the page. */
  body: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

// The first paint of mf-public's pages below the shell's navbar, mobile below 768 px and desktop above, so the page
// does not jump when React takes over. The shell's style sheet (base.css: the palette, the reset, `em-*` classes)
// is linked in the head after this style: these rules only add what it lacks, and outrank its classes where they
// differ. Inline styles are allowed by the CSP; scripts are not. `#root` stays hidden beside the prerendered page
// until the shell hands over (shell/src/lib/prerender-handoff.ts).
export const PRERENDER_STYLE = `<style>
#prerender~#root{display:none}
.pre-nav{border-bottom:1px solid var(--em-border)}
.pre-nav>div{height:4rem;display:flex;align-items:center}
.pre-logo{font-weight:700;font-size:1.25rem;line-height:1.75rem;color:var(--em-brand-600)}
.pre-hero{background:linear-gradient(to bottom right,var(--em-brand-50),var(--em-bg));overflow:hidden}
.pre-hero>div{max-width:80rem;margin:0 auto;padding:40px 16px;display:flex;flex-direction:column;align-items:center;gap:20px;text-align:center}
.pre-hero .pre-art{width:260px;height:221px;flex:none}
.pre-hero h1{font-size:1.875rem;line-height:1.15;font-weight:600;color:var(--em-brand-900)}
.pre-hero p{font-size:1rem;line-height:1.5;color:var(--em-fg-muted)}
.pre-banner{background:linear-gradient(to right,var(--em-brand-700),var(--em-brand-500));color:#fff;padding:48px 0}
.pre-banner>div{max-width:56rem;margin:0 auto;padding:0 16px;display:flex;flex-direction:column;align-items:center;gap:16px;text-align:center}
.pre-banner h1{font-size:1.875rem;line-height:2.375rem;font-weight:600}
.pre-banner p{max-width:42rem;font-size:1rem;line-height:1.5rem;color:var(--em-brand-50)}
.pre-banner .pre-eyebrow{text-transform:uppercase;letter-spacing:0.05em;font-size:0.875rem;line-height:1.25rem;font-weight:600;color:var(--em-brand-100)}
.pre-page{background:#fafafa;min-height:100vh;padding-block:1.5rem}
.pre-page .pre-back{margin-bottom:1rem;padding-inline:0.5rem;color:var(--em-brand-700)}
.pre-card{background:var(--em-bg);border:1px solid var(--em-border);border-radius:1rem;padding:1.5rem;display:flex;flex-direction:column;align-items:center;gap:1.5rem}
.pre-photo{width:8rem;height:8rem;border-radius:9999px;object-fit:cover;flex:none;background:var(--em-brand-50)}
.pre-who{flex:1;display:flex;flex-direction:column;align-items:center;gap:0.5rem;text-align:center}
.pre-name{display:flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:0.75rem}
.pre-card h1{font-size:1.5rem;line-height:2rem;font-weight:600;letter-spacing:-0.025em;color:var(--em-brand-900)}
.pre-verified{border-radius:9999px;padding:0.125rem 0.75rem;font-size:0.75rem;line-height:1rem;font-weight:500;background:#dcfce7;color:#15803d}
.pre-title{font-size:1.125rem;line-height:1.75rem;color:var(--em-brand-700)}
.pre-small{font-size:0.875rem;line-height:1.25rem;color:var(--em-fg-muted)}
@media (min-width:768px){
.pre-hero>div{max-width:72rem;padding:80px 24px;flex-direction:row-reverse;gap:48px;text-align:left}
.pre-hero .pre-art{flex:1;height:357px}
.pre-hero .pre-text{flex:1;display:flex;flex-direction:column;gap:24px}
.pre-hero h1{font-size:3rem;line-height:1.1}
.pre-hero p{font-size:1.25rem;line-height:1.75rem}
.pre-banner{padding:64px 0}
.pre-banner>div{padding:0 24px}
.pre-banner h1{font-size:2.25rem;line-height:2.75rem}
.pre-banner p{font-size:1.125rem;line-height:1.75rem}
.pre-page{padding-block:2.5rem}
.pre-card{flex-direction:row;align-items:flex-start}
.pre-who{align-items:flex-start;text-align:left}
.pre-name{justify-content:flex-start}
}
</style>`;

// The shell's navbar (navbar.tsx) as it looks on any page: its logo; the links and the account buttons come with it.
export const navBar = '<header class="pre-nav"><div class="em-container em-container-wide"><a class="pre-logo" href="/" aria-label="e-mind, ir al inicio">e-mind</a></div></header>';

// HomeHero (mf-public/src/features/home/components/home-hero.tsx).
const heroBody = (heading: string, lead: string): string =>
  `${navBar}<section class="pre-hero"><div><div class="pre-art"></div><div class="pre-text"><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(lead)}</p></div></div></section>`;

// PageHero (mf-public/src/components/page/page-hero.tsx), the banner that opens every inner public page.
const bannerBody = (eyebrow: string | null, heading: string, lead: string): string =>
  `${navBar}<section class="pre-banner"><div>${eyebrow ? `<p class="pre-eyebrow">${escapeHtml(eyebrow)}</p>` : ''}<h1>${escapeHtml(heading)}</h1><p>${escapeHtml(lead)}</p></div></section>`;

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
