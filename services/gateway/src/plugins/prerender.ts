import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** What the gateway writes into the shell's HTML for one public path, ahead of the scripts. */
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
const PRERENDER_STYLE = `<style>
.pre-nav{height:65px;border-bottom:1px solid #e4e4e7}
.pre-hero{background:linear-gradient(to bottom right,#eef6f6,#fff);overflow:hidden;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.pre-hero>div{max-width:80rem;margin:0 auto;padding:40px 16px;display:flex;flex-direction:column;align-items:center;gap:20px;text-align:center}
.pre-hero .pre-art{width:260px;height:221px;flex:none}
.pre-hero h1{margin:0;font-size:1.875rem;line-height:1.15;font-weight:600;color:#12302f}
.pre-hero p{margin:0;font-size:1rem;line-height:1.5;color:#52525b}
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
}
</style>`;

const heroBody = (heading: string, lead: string): string =>
  `<div class="pre-nav"></div><section class="pre-hero"><div><div class="pre-art"></div><div class="pre-text"><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(lead)}</p></div></div></section>`;

const SITE_DESCRIPTION =
  'Agenda sesiones por videollamada en el horario que te acomode, con profesionales verificados y precios accesibles, desde cualquier lugar de Chile.';

/** The static public pages whose first paint is known at build time. */
const STATIC_PAGES: Record<string, PrerenderedPage> = {
  '/': {
    title: 'e-mind | Psicoterapia online',
    description: SITE_DESCRIPTION,
    body: heroBody('Terapia online con psicólogos certificados', SITE_DESCRIPTION),
  },
};

const profileSchema = z.object({
  user: z.object({ first_name: z.string(), last_name: z.string() }),
  professional_title: z.string(),
  profile_image: z.string().nullable(),
  specialties: z.array(z.string()),
  experience_description: z.string(),
});

const UNAVAILABLE: PrerenderedPage = {
  title: 'Especialista no disponible | e-mind',
  description: 'Este perfil no está disponible en e-mind.',
  body: '<div class="pre-nav"></div><main class="pre-profile"><h1>Especialista no disponible</h1></main>',
};

function profilePage(profile: z.infer<typeof profileSchema>): PrerenderedPage {
  const name = `${profile.user.first_name} ${profile.user.last_name}`.trim();
  const title = profile.professional_title ? `${name}, ${profile.professional_title}` : name;
  const summary = profile.experience_description.trim() || profile.specialties.join(', ');
  const description = `${title}. ${summary}`.slice(0, 300);
  // The photo is the profile's largest early content: in the HTML it downloads at once instead of after the scripts.
  const photo = profile.profile_image
    ? `<img class="pre-photo" src="${escapeHtml(profile.profile_image)}" alt="Foto de ${escapeHtml(name)}" width="128" height="128">`
    : '';
  return {
    title: `${title} | e-mind`,
    description,
    ...(profile.profile_image ? { image: profile.profile_image } : {}),
    body: `<div class="pre-nav"></div><main class="pre-profile">${photo}<div><h1>${escapeHtml(name)}</h1><p>${escapeHtml(profile.professional_title)}</p></div></main>`,
  };
}

const PROFILE_PATH = /^\/especialistas\/([^/]+)\/?$/;
const CACHE_MS = 60_000;
const CACHE_LIMIT = 1_000;

/**
 * The prerendered head and first paint of a public path, or null for a path left to the scripts. A profile is
 * read from the catalogue's public API through the gateway itself (in-process in embedded mode, the proxy in
 * split mode), so it shows exactly what the page would, and kept a minute.
 */
export function createPrerender(app: FastifyInstance): (pathname: string) => Promise<PrerenderedPage | null> {
  const profiles = new Map<string, { at: number; page: PrerenderedPage }>();
  const fetchProfile = async (id: string): Promise<PrerenderedPage> => {
    if (!/^\d{1,9}$/.test(id)) return UNAVAILABLE;
    const response = await app.inject({ method: 'GET', url: `/api/profiles/public/psychologists/${id}` });
    if (response.statusCode === 404) return UNAVAILABLE;
    const parsed = response.statusCode === 200 ? profileSchema.safeParse(response.json()) : null;
    if (!parsed?.success) throw new Error(`catalogue answered ${response.statusCode} for profile ${id}`);
    return profilePage(parsed.data);
  };
  return async (pathname) => {
    const fixed = STATIC_PAGES[pathname];
    if (fixed) return fixed;
    const id = PROFILE_PATH.exec(pathname)?.[1];
    if (id === undefined) return null;
    const cached = profiles.get(id);
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.page;
    // A catalogue failure leaves the page to the scripts, which show their own error state.
    const page = await fetchProfile(id).catch(() => null);
    if (!page) return null;
    if (profiles.size >= CACHE_LIMIT) profiles.clear();
    profiles.set(id, { at: Date.now(), page });
    return page;
  };
}

const imagePreload = (href: string | undefined): string =>
  href ? `<link rel="preload" as="image" href="${escapeHtml(href)}" fetchpriority="high">` : '';

/** The shell's HTML with the page's title, description and first paint. */
export function withPrerender(html: string, page: PrerenderedPage | null): string {
  if (!page) return html;
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title><meta name="description" content="${escapeHtml(page.description)}">${imagePreload(page.image)}${PRERENDER_STYLE}`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>`);
}
