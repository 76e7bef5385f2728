import { avatarColor, demoMp4, demoPdf, demoPng, demoPsychologists, type DemoPsychologist } from '@emind/demo-data';
import type { CatalogueContext } from '../context.ts';
import { refreshDirectoryColumns } from '../professionals/professionals.repository.ts';

async function demoFile(ctx: CatalogueContext, p: DemoPsychologist, type: string, index: number) {
  if (type === 'presentation_video') {
    // A placeholder container with no frames: kept private so no profile shows an unplayable video.
    const stored = await ctx.storage.save('private', 'videos', demoMp4(75), 'mp4', 'video/mp4');
    return { stored, fileName: 'presentacion.mp4' };
  }
  if (type === 'professional_id') {
    const stored = await ctx.storage.save('private', 'documents', demoPng(avatarColor(index)), 'png', 'image/png');
    return { stored, fileName: 'cedula.png' };
  }
  const stored = await ctx.storage.save('private', 'documents', demoPdf(`${type} - ${p.first_name} ${p.last_name}`), 'pdf', 'application/pdf');
  return { stored, fileName: `${type}.pdf` };
}

/**
 * Professional data of the demo psychologists, only while the catalogue is empty; profile ids come from
 * identity's directory by e-mail (accounts not found are skipped). Returns how many it stored.
 */
export async function seedDemoCatalogue(ctx: CatalogueContext, demo: readonly DemoPsychologist[] = demoPsychologists): Promise<number> {
  const existing = await ctx.db.selectFrom('psychologists').select('profile_id').limit(1).executeTakeFirst();
  if (existing) return 0;
  const emails = demo.map((p) => p.email.toLowerCase());
  if (emails.length === 0) return 0;
  const people = await ctx.db
    .selectFrom('identity.profile_directory')
    .select(['profile_id', 'email'])
    .where((eb) => eb.fn<string>('lower', ['email']), 'in', emails)
    .execute();
  const ids = new Map(people.map((row) => [row.email.toLowerCase(), row.profile_id]));
  let stored = 0;
  for (const [index, p] of demo.entries()) {
    const profileId = ids.get(p.email.toLowerCase());
    if (profileId === undefined) continue;
    const files = await Promise.all(p.documents.map((d) => demoFile(ctx, p, d.document_type, index)));
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('psychologists')
        .values({
          profile_id: profileId,
          verification_status: p.verification_status,
          health_register_number: p.health_register_number,
          university: p.university,
          graduation_year: p.graduation_year,
          experience_description: p.experience_description,
          specialties: p.specialties,
          target_populations: p.target_populations,
          intervention_areas: p.intervention_areas,
          approved_price: p.approved_price,
          price_approved_at: p.approved_price === null ? null : new Date(),
        })
        .execute();
      if (p.experiences.length > 0) {
        await trx.insertInto('experiences').values(p.experiences.map((e) => ({ ...e, profile_id: profileId }))).execute();
      }
      if (p.suggested_price !== null) await trx.insertInto('suggested_prices').values({ profile_id: profileId, price: p.suggested_price }).execute();
      for (const [i, d] of p.documents.entries()) {
        const file = files[i];
        if (!file) continue;
        await trx
          .insertInto('verification_documents')
          .values({
            profile_id: profileId,
            document_type: d.document_type,
            verification_status: d.verification_status,
            rejection_reason: d.rejection_reason,
            description: d.description,
            file_name: file.fileName,
            storage_key: file.stored.key,
            mime: file.stored.mime,
            size: file.stored.size,
          })
          .execute();
      }
      await refreshDirectoryColumns(trx, profileId);
    });
    stored += 1;
  }
  return stored;
}
