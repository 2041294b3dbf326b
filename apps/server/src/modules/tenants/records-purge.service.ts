import type { Db } from '../../db/database.ts';
import type { FileStorage } from '../../ports/file-storage.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { findExpiredOrganizations, purgeOrganization } from './records-purge.repository.ts';

/** How many expired organizations one run removes; the next day's run takes the rest. */
const purgeBatch = 20;

/** Where an organization's certificate files are stored (certificates.service writes them there). */
const certificateFolder = (tenantId: string) => `certificates/${tenantId}/`;

/**
 * Removes the deleted organizations whose retention period ended by `now`, with their people, records and
 * certificate files. The removal itself is recorded (no names of people, only the organization's), so an
 * auditor sees when the records went and why. Answers how many organizations were removed.
 */
export async function purgeExpiredRecords(db: Db, storage: FileStorage, now = new Date()): Promise<number> {
  const expired = await findExpiredOrganizations(db, now, purgeBatch);
  for (const organization of expired) {
    const removed = await purgeOrganization(db, organization.id);
    await storage.deletePrefix(certificateFolder(organization.id));
    await recordAudit(db, {
      action: 'tenant.records.purged',
      tenantId: organization.id,
      detail: { name: organization.name, domain: organization.domain, ...removed },
    });
  }
  return expired.length;
}
