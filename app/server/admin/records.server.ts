/**
 * Saving and deleting what the back office edits (products, recipes, posts) the same way each
 * time: in one transaction with its audit entry, a replaced or deleted upload removed once the
 * change is committed, and the sitemap and feed built anew.
 */
import { getDb, type Transaction } from "../db/index.server";
import { discardImage } from "../images/storage.server";
import { clearSeoCache } from "../seo/seo.server";
import { recordAudit, type AuditEntity, type AuditActor } from "./audit.server";

type Row = { id: string; image_url: string | null; created_at: Date; updated_at: Date };

/** The log keeps what the shop owner changes, not the timestamps. */
const logged = ({ created_at: _created, updated_at: _updated, ...rest }: Row) => rest;

export type SaveResult = { ok: true; id: string } | { ok: false };

/**
 * Creates (`id` null) or updates a record. `imageUrl` is a freshly stored upload that becomes
 * its image; the upload it replaces is removed after the commit (and a new upload is removed
 * again when there is nothing to save it on).
 */
export async function saveRecord<T extends Row>(options: {
  actor: AuditActor;
  entityType: AuditEntity;
  id: string | null;
  imageUrl: string | undefined;
  insert: (tx: Transaction) => Promise<T>;
  /** The row as it is, locked for the update. */
  lock: (tx: Transaction, id: string) => Promise<T | undefined>;
  update: (tx: Transaction, id: string) => Promise<T>;
}): Promise<SaveResult> {
  const { actor, entityType, id, imageUrl } = options;
  const saved = await getDb().transaction(async (tx) => {
    if (id === null) {
      const created = await options.insert(tx);
      await recordAudit(
        actor,
        { entityType, entityId: created.id, action: "create", after: logged(created) },
        tx,
      );
      return { id: created.id, replaced: null };
    }
    const before = await options.lock(tx, id);
    if (!before) return null;
    const after = await options.update(tx, id);
    await recordAudit(
      actor,
      { entityType, entityId: id, action: "update", before: logged(before), after: logged(after) },
      tx,
    );
    return { id, replaced: imageUrl ? before.image_url : null };
  });
  if (!saved) {
    await discardImage(imageUrl);
    return { ok: false };
  }
  await discardImage(saved.replaced);
  clearSeoCache();
  return { ok: true, id: saved.id };
}

/** Deletes a record with its uploaded image; false when there is no such record. */
export async function deleteRecord<T extends Row>(options: {
  actor: AuditActor;
  entityType: AuditEntity;
  id: string;
  lock: (tx: Transaction, id: string) => Promise<T | undefined>;
  remove: (tx: Transaction, id: string) => Promise<unknown>;
}): Promise<boolean> {
  const { actor, entityType, id } = options;
  const image = await getDb().transaction(async (tx) => {
    const row = await options.lock(tx, id);
    if (!row) return undefined;
    await options.remove(tx, id);
    await recordAudit(actor, { entityType, entityId: id, action: "delete", before: logged(row) }, tx);
    return row.image_url;
  });
  if (image === undefined) return false;
  await discardImage(image);
  clearSeoCache();
  return true;
}
