import { DIRECTORY_SEARCH_MAX_LENGTH, directoryFilters, directorySearchMessages, priceBoundOf } from '@emind/domain';
import { z } from 'zod';

export const directoryQueryMessages = {
  ...directorySearchMessages,
  option: 'Opción de filtro no válida',
  ordering: 'Orden no válido',
  availableThisWeek: "'Disponible esta semana' solo admite true o false",
} as const;

const option = (values: readonly string[]) =>
  z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.enum(values as [string, ...string[]], { error: directoryQueryMessages.option }).optional());

/** An empty field means no bound; anything else must be whole pesos within the price limits (the client's own rule). */
const priceBound = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined)
  .refine((value) => value === undefined || priceBoundOf(value) !== null, directoryQueryMessages.price)
  .transform((value) => (value === undefined ? undefined : Number(value)));

/** The public directory's query string: paging, the four option filters, name, price range and this week's availability. */
export const directoryQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(50).default(12),
    approach: option(directoryFilters.approach),
    age_group: option(directoryFilters.ageGroup),
    modality: option(directoryFilters.modality),
    reason: option(directoryFilters.reason),
    search: z.string().trim().max(DIRECTORY_SEARCH_MAX_LENGTH, directoryQueryMessages.search).default(''),
    min_price: priceBound,
    max_price: priceBound,
    available_this_week: z
      .enum(['true', 'false', ''], { error: directoryQueryMessages.availableThisWeek })
      .optional()
      .transform((value) => value === 'true'),
    ordering: z
      .string()
      .optional()
      .transform((value) => value || 'experience')
      .pipe(z.enum(['experience', 'name', 'rating', 'price'], { error: directoryQueryMessages.ordering })),
  })
  .refine((query) => query.min_price === undefined || query.max_price === undefined || query.min_price <= query.max_price, {
    path: ['min_price'],
    message: directoryQueryMessages.priceRange,
  });
export type DirectoryQueryParams = z.input<typeof directoryQuerySchema>;
