import { chileUtcOffsetMinutes, dashboardGreeting, genericGreeting, roleLabels, roleWords, welcomeWords, type GenderedWord, type UserType } from '@emind/domain';
import type { InlineScript } from './home-frame-script.ts';
import { escapeHtml, navBar, PRERENDER_STYLE } from './prerendered-static-pages.ts';

/** A signed-in home's first screen, shown only to its role's user by the inline script (see home-frame-script.ts). */
export interface HomeFrame {
  role: UserType;
  body: string;
  /** The greeting of each hour of the day in Chile, which the script picks from with the viewer's clock. */
  greetings: readonly string[];
}

interface NavItem { label: string; href: string }

// Each area's navigation (mf-*/src/config/navigation.ts) in DashboardLayout (libs/web-account), home first.
const AREA_NAV: Record<UserType, NavItem[]> = {
  client: [
    { label: 'Inicio', href: '/dashboard' }, { label: 'Mensajes', href: '/dashboard/mensajes' }, { label: 'Citas', href: '/dashboard/appointments' },
    { label: 'Reembolsos', href: '/dashboard/reembolsos' },
    { label: 'Cuestionarios', href: '/dashboard/cuestionarios' }, { label: 'Ficha de ingreso', href: '/dashboard/ficha-de-ingreso' },
    { label: 'Perfil', href: '/dashboard/profile' }, { label: 'Valoraciones', href: '/dashboard/reviews' },
    { label: 'Buscar', href: '/especialistas' },
  ],
  psychologist: [
    { label: 'Inicio', href: '/psicologo/dashboard' }, { label: 'Mensajes', href: '/psicologo/dashboard/mensajes' },
    { label: 'Perfil', href: '/psicologo/dashboard/profile' },
    { label: 'Agenda', href: '/psicologo/dashboard/schedule' }, { label: 'Pacientes', href: '/psicologo/dashboard/patients' },
    { label: 'Pagos', href: '/psicologo/dashboard/payments' }, { label: 'Boletas', href: '/psicologo/dashboard/boletas' },
    { label: 'Ingresos', href: '/psicologo/dashboard/ingresos' }, { label: 'Valoraciones', href: '/psicologo/dashboard/reviews' },
  ],
  admin: [
    { label: 'Inicio', href: '/admin/dashboard' }, { label: 'Perfil', href: '/admin/dashboard/profile' },
    { label: 'Pacientes', href: '/admin/dashboard/pacients' }, { label: 'Psicólogos', href: '/admin/dashboard/psychologists' },
    { label: 'Pagos', href: '/admin/dashboard/payments' }, { label: 'Pagos a psicólogos', href: '/admin/dashboard/pagos-psicologos' },
    { label: 'Facturación', href: '/admin/dashboard/facturacion' },
    { label: 'Valoraciones', href: '/admin/dashboard/reviews' },
    { label: 'Solicitudes de datos', href: '/admin/dashboard/solicitudes-datos' },
    { label: 'Registro de accesos', href: '/admin/dashboard/registro-accesos' },
  ],
};

const navItems = (role: UserType): string =>
  AREA_NAV[role]
    .map(({ label, href }, index) =>
      index === 0
        ? `<a class="pre-item pre-active" href="${href}" aria-current="page">${escapeHtml(label)}</a>`
        : `<a class="pre-item" href="${href}">${escapeHtml(label)}</a>`)
    .join('');

/** A word the frame's script words by the stored user's gender (libs/web-session/src/home-frame.ts): the neutral one until then. */
const byGender = (word: GenderedWord): string =>
  `<span data-by-gender data-female="${escapeHtml(word.FEMALE)}" data-male="${escapeHtml(word.MALE)}">${escapeHtml(word.neutral)}</span>`;

// HomeGreeting (libs/web-account/src/components/home/home-greeting.tsx) as it draws before the home's data arrive.
const GREETING: Record<UserType, string> = {
  client:
    `<div class="pre-welcome"><p class="pre-hello"><span data-greeting></span></p><h1>${byGender(welcomeWords)}, <span data-first-name></span></h1>` +
    '<p class="pre-lead">Este es tu espacio para gestionar tu perfil y tus sesiones.</p></div>',
  psychologist: `<div><h1><span data-greeting></span>, <span data-first-name></span></h1><p class="pre-muted">Panel de ${byGender(roleWords.psychologist)}</p></div>`,
  admin: `<div><h1><span data-greeting></span>, <span data-first-name></span></h1><p class="pre-muted">Panel de ${byGender(roleWords.admin)}</p></div>`,
};

// The home's first data-driven block as it looks until its data arrive: the patient's two counter cards
// (home-stats.tsx), the psychologist's stats card (practice-summary.tsx), the admin's spinner (admin-dashboard.tsx).
const FIRST_BLOCK: Record<UserType, string> = {
  client: '<div class="pre-counters"><div class="pre-skeleton"></div><div class="pre-skeleton"></div></div>',
  psychologist: '<div class="pre-skeleton pre-stats"></div>',
  admin: '<div class="pre-spinner-box"><div class="em-spinner"></div></div>',
};

/** DashboardLayout: the side navigation from 768 px, a scrollable strip below, the home beside it. */
const frameBody = (role: UserType): string => {
  const label = escapeHtml(roleLabels[role]);
  return `${navBar}<div class="pre-area"><nav class="pre-side" aria-label="${label}"><p class="pre-side-title">${label}</p>${navItems(role)}</nav>` +
    `<nav class="pre-strip" aria-label="${label}">${navItems(role)}</nav>` +
    `<div class="pre-home"><div class="pre-stack">${GREETING[role]}${FIRST_BLOCK[role]}</div></div></div>`;
};

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

const HOME_FRAMES: Record<string, HomeFrame> = {
  '/dashboard': { role: 'client', body: frameBody('client'), greetings: HOURS.map(genericGreeting) },
  '/psicologo/dashboard': { role: 'psychologist', body: frameBody('psychologist'), greetings: HOURS.map(dashboardGreeting) },
  '/admin/dashboard': { role: 'admin', body: frameBody('admin'), greetings: HOURS.map(dashboardGreeting) },
};

/** The frame of a signed-in area's home path, or null. */
export const homeFrameOf = (pathname: string): HomeFrame | null => HOME_FRAMES[pathname.replace(/(.)\/$/, '$1')] ?? null;

/**
 * The shell's HTML with the frame, hidden, and right after it the script that shows it to its role's signed-in user
 * or removes it, before anything is painted.
 */
export function withHomeFrame(html: string, frame: HomeFrame | null, script: InlineScript, now = new Date()): string {
  if (!frame) return html;
  const element = `<div id="prerender" hidden data-role="${frame.role}" data-utc-offset="${chileUtcOffsetMinutes(now)}" data-greetings="${escapeHtml(JSON.stringify(frame.greetings))}">${frame.body}</div>`;
  return html
    .replace('</title>', () => `</title>${PRERENDER_STYLE}${HOME_FRAME_STYLE}`)
    .replace('<div id="root"></div>', () => `${element}${script.element}<div id="root"></div>`);
}

// Chakra's values for DashboardLayout and HomeGreeting, measured in the rendered page (mobile and from 768 px).
export const HOME_FRAME_STYLE = `<style>
.pre-area{display:flex;flex-direction:column;min-height:calc(100vh - 64px);background:#fafafa}
.pre-side{display:none;width:240px;flex:none;background:var(--em-bg);border-right:1px solid var(--em-border);padding:1rem}
.pre-side-title{font-size:0.75rem;line-height:1.125rem;font-weight:600;color:var(--em-fg-muted);text-transform:uppercase;padding:0 0.75rem;margin-bottom:0.75rem}
.pre-strip{display:flex;gap:0.25rem;background:var(--em-bg);border-bottom:1px solid var(--em-border);padding:0.5rem 0.75rem;overflow-x:auto}
.pre-item{display:flex;padding:0.5rem 0.75rem;border-radius:0.375rem;white-space:nowrap}
.pre-side .pre-item{margin-bottom:0.25rem}
.pre-active{font-weight:600;background:var(--em-brand-50);color:var(--em-brand-700)}
.pre-home{flex:1;min-width:0;padding:1rem}
.pre-stack{max-width:64rem;margin:0 auto;display:flex;flex-direction:column;gap:2rem}
.pre-stack h1{font-size:1.5rem;line-height:2rem;font-weight:600}
.pre-muted{color:var(--em-fg-muted);margin-top:0.25rem}
.pre-welcome{background:var(--em-brand-500);color:#fff;border-radius:0.75rem;padding:1.5rem 1.25rem}
.pre-hello{font-size:0.875rem;line-height:1.5}
.pre-welcome .pre-lead{margin-top:0.5rem}
.pre-skeleton{background:var(--em-bg-muted);border-radius:0.5rem}
.pre-counters{display:grid;gap:1rem}
.pre-counters>div{height:7.25rem}
.pre-stats{height:13.5rem}
.pre-spinner-box{display:flex;justify-content:center;padding:2.5rem 0}
@media (min-width:480px){.pre-counters{grid-template-columns:1fr 1fr}}
@media (min-width:768px){
.pre-area{flex-direction:row}
.pre-side{display:block}
.pre-strip{display:none}
.pre-home{padding:2rem}
.pre-welcome{padding:2rem}
.pre-stats{height:9rem}
}
</style>`;
