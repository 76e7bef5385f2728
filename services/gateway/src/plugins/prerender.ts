import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { escapeHtml, navBar, PRERENDER_STYLE, STATIC_PAGES, type PrerenderedPage } from './prerendered-static-pages.ts';

const profileSchema = z.object({
  user: z.object({ first_name: z.string(), last_name: z.string() }),
  professional_title: z.string(),
  health_register_number: z.string(),
  profile_image: z.string().nullable(),
  specialties: z.array(z.string()),
  experience_description: z.string(),
});

// The profile route (mf-public/src/app/routes/specialist-profile.tsx) and its header card (profile-header.tsx).
const profileBody = (card: string): string =>
  `${navBar}<main class="pre-page"><div class="em-container"><a class="em-button em-button-ghost pre-back" href="/especialistas"><span aria-hidden="true">←</span> Volver a Especialistas</a><div class="pre-card">${card}</div></div></main>`;

const UNAVAILABLE: PrerenderedPage = {
  title: 'Especialista no disponible | e-mind',
  description: 'Este perfil no está disponible en e-mind.',
  body: profileBody('<h1>Especialista no disponible</h1>'),
};

function profilePage(profile: z.infer<typeof profileSchema>): PrerenderedPage {
  const name = `${profile.user.first_name} ${profile.user.last_name}`.trim();
  const title = profile.professional_title ? `${name}, ${profile.professional_title}` : name;
  const summary = profile.experience_description.trim() || profile.specialties.join(', ');
  const description = `${title}. ${summary}`.slice(0, 300);
  // The photo is the profile's largest early content: in the HTML it downloads at once instead of after the scripts.
  const photo = profile.profile_image
    ? `<img class="pre-photo" src="${escapeHtml(profile.profile_image)}" alt="Foto de ${escapeHtml(name)}" width="128" height="128">`
    : '<div class="pre-photo"></div>';
  const professionalTitle = profile.professional_title ? `<p class="pre-title">${escapeHtml(profile.professional_title)}</p>` : '';
  const register = profile.health_register_number
    ? `<p class="pre-small">N° Registro Nacional de Prestadores: ${escapeHtml(profile.health_register_number)}</p>`
    : '';
  return {
    title: `${title} | e-mind`,
    description,
    ...(profile.profile_image ? { image: profile.profile_image } : {}),
    body: profileBody(
      `${photo}<div class="pre-who"><div class="pre-name"><h1>${escapeHtml(name)}</h1><span class="pre-verified">Verificado</span></div>${professionalTitle}${register}</div>`,
    ),
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
    .replace('<div id="root"></div>', () => `<div id="prerender">${page.body}</div><div id="root"></div>`);
}
