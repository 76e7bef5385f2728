import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { escapeHtml, PRERENDER_STYLE, STATIC_PAGES, type PrerenderedPage } from './prerendered-static-pages.ts';

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
